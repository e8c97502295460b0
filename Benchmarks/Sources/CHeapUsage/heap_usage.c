#include <stdlib.h>
#include "heap_usage.h"

#if defined(__GLIBC__)
#include <malloc.h>

long heap_usage_bytes_in_use(void) {
    return (long)mallinfo2().uordblks;
}
#else
long heap_usage_bytes_in_use(void) {
    return -1;
}
#endif
