// Starts libFuzzer from a program that has its own main. SwiftPM links an executable's `main`
// to `<Target>_main`, so each target defines that and calls this, instead of relying on the
// `main` inside libFuzzer.
#include <stddef.h>
#include <stdint.h>

/// Runs libFuzzer with the command line `argc`/`argv`, calling `body` with each input (`data`
/// may be null when `size` is 0); returns the exit status.
int WorkflowFuzzMain(int argc, char **argv, int (*body)(const uint8_t *data, size_t size));
