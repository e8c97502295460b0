#ifndef CWORKFLOWTERMINAL_H
#define CWORKFLOWTERMINAL_H

#include <stddef.h>

// The parts of the terminal backend that must be async-signal-safe, or that Swift cannot call
// directly (the variadic ioctl). Everything here works on one terminal per process.

/// Saves the terminal settings of `fd` and switches it to raw mode (no echo, no line editing,
/// no signals from keys, no flow control). Returns 0, or -1 with errno set.
int wft_enter_raw_mode(int fd);

/// Bytes written to the terminal whenever it is restored (leave the alternate screen, show the
/// cursor...). At most 255 bytes are kept.
void wft_set_restore_sequence(const char *bytes, size_t length);

/// Sends what the process writes to standard error into a temporary file until the terminal
/// is restored, then replays it there: messages written while the app owns the screen (a
/// fatal error's, say) would otherwise vanish with the alternate screen. Returns 0, or -1
/// with errno set.
int wft_capture_standard_error(void);

/// Writes the restore sequence, puts back the saved settings, and replays captured standard
/// error, once; later calls do nothing until the next wft_enter_raw_mode. Safe to call from a
/// signal handler.
void wft_restore(void);

/// Restores the terminal before the default action of SIGINT, SIGTERM, SIGHUP, SIGQUIT and of
/// the crash signals (SIGABRT, SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGFPE), then lets the signal
/// take its previous action. Returns 0, or -1 with errno set.
int wft_install_restoring_signal_handlers(void);

/// A file descriptor that becomes readable (one byte per signal) when SIGWINCH arrives, or -1
/// with errno set. Installs the handler on first call.
int wft_resize_notifications(void);

/// Reads the window size of `fd`. Returns 0, or -1 with errno set.
int wft_window_size(int fd, int *columns, int *rows);

#endif
