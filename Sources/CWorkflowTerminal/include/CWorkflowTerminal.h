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

/// Writes the restore sequence and puts back the saved settings, once (later calls do nothing
/// until the next wft_enter_raw_mode), then releases captured standard error
/// (wft_release_standard_error). Safe to call from a signal handler.
void wft_restore(void);

/// Ctrl-Z for a raw-mode app: restores the terminal (restore sequence, saved settings) without
/// releasing captured standard error, stops the process with SIGTSTP, and once it is continued
/// (`fg`) puts the raw settings back. Returns 0 after the resume, or -1 with errno set if the
/// terminal is not in raw mode or its settings cannot be read or put back; the caller then
/// writes its start sequence and redraws.
int wft_suspend(void);

/// On the first call, installs handlers that restore the terminal before the default action
/// of SIGINT, SIGTERM, SIGHUP, SIGQUIT and of the crash signals (SIGABRT, SIGSEGV, SIGBUS,
/// SIGILL, SIGTRAP, SIGFPE), then let the signal take the action it had before, and a SIGWINCH
/// handler that writes a byte to a pipe. Later calls only count. Returns the pipe's read end,
/// or -1 with errno set (nothing is installed then).
int wft_acquire_signal_handlers(void);

/// Undoes one wft_acquire_signal_handlers. The last one puts back the actions that were in
/// place before the first, and closes the resize pipe.
void wft_release_signal_handlers(void);

/// Points `target` (standard error) at an unlinked temporary file until
/// wft_release_standard_error, which writes the last `keep` bytes back to what `target` was,
/// after a line saying how many earlier bytes were dropped. Messages written while the app owns
/// the screen (a fatal error's, say) would otherwise vanish with the alternate screen. Does
/// nothing if a capture is already on. Returns 0, or -1 with errno set.
int wft_hold_standard_error(int target, size_t keep);

/// Points `target` (standard error) at the end of the file at `path` (created if need be)
/// until wft_release_standard_error, which then says where the output went if there was any.
/// Does nothing if a capture is already on. Returns 0, or -1 with errno set.
int wft_log_standard_error(int target, const char *path);

/// While holding, and once the current file holds more than `keep` bytes, moves `target` to a
/// fresh file and closes the one before: what is held stays under twice `keep` plus what is
/// written between two trims. Call it regularly from any one thread.
void wft_trim_standard_error(void);

/// The bytes the held files take now (0 unless holding).
long long wft_held_standard_error_bytes(void);

/// Points `target` back where it was, replays or reports what was captured, and closes every
/// descriptor the capture opened. Does nothing unless a capture is on. Safe to call from a
/// signal handler.
void wft_release_standard_error(void);

/// Writes all of `bytes` to `fd`, retrying after interruptions. Safe to call from a signal
/// handler.
void wft_write_all(int fd, const char *bytes, size_t length);

/// Reads the window size of `fd`. Returns 0, or -1 with errno set.
int wft_window_size(int fd, int *columns, int *rows);

#endif
