#ifndef HEAP_USAGE_H
#define HEAP_USAGE_H

/// Bytes in live heap allocations as the allocator counts them (glibc's mallinfo2 uordblks),
/// or -1 where the C library cannot say.
long heap_usage_bytes_in_use(void);

#endif
