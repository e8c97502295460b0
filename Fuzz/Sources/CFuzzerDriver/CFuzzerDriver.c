#include "CFuzzerDriver.h"

// libFuzzer's own driver, linked in by -sanitize=fuzzer.
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*body)(const uint8_t *data, size_t size));

int WorkflowFuzzMain(int argc, char **argv, int (*body)(const uint8_t *data, size_t size)) {
    return LLVMFuzzerRunDriver(&argc, &argv, body);
}
