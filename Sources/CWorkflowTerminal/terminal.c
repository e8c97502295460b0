#include "CWorkflowTerminal.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <termios.h>
#include <time.h>
#include <unistd.h>

static struct termios saved_settings;
static int saved_fd = -1;
static volatile sig_atomic_t needs_restore = 0;
static char restore_sequence[256];
static size_t restore_length = 0;

int wft_enter_raw_mode(int fd) {
    struct termios raw;
    if (tcgetattr(fd, &saved_settings) != 0) return -1;
    raw = saved_settings;
    raw.c_iflag &= ~(tcflag_t)(BRKINT | ICRNL | INPCK | ISTRIP | IXON);
    raw.c_cflag |= CS8;
    raw.c_lflag &= ~(tcflag_t)(ECHO | ICANON | IEXTEN | ISIG);
    raw.c_cc[VMIN] = 1;
    raw.c_cc[VTIME] = 0;
    if (tcsetattr(fd, TCSAFLUSH, &raw) != 0) return -1;
    saved_fd = fd;
    needs_restore = 1;
    return 0;
}

void wft_set_restore_sequence(const char *bytes, size_t length) {
    if (length > sizeof restore_sequence) length = sizeof restore_sequence;
    memcpy(restore_sequence, bytes, length);
    restore_length = length;
}

void wft_write_all(int fd, const char *bytes, size_t length) {
    size_t written = 0;
    while (written < length) {
        ssize_t n = write(fd, bytes + written, length - written);
        if (n <= 0) {
            if (n < 0 && errno == EINTR) continue;
            return;
        }
        written += (size_t)n;
    }
}

void wft_restore(void) {
    if (needs_restore) {
        needs_restore = 0;
        wft_write_all(saved_fd, restore_sequence, restore_length);
        tcsetattr(saved_fd, TCSAFLUSH, &saved_settings);
    }
    // Held-back standard error is replayed even when raw mode was never entered (a start that
    // failed half-way), so that no message is lost.
    wft_release_standard_error();
}

static volatile sig_atomic_t continued = 0;

static void note_continue(int signal_number) {
    (void)signal_number;
    continued = 1;
}

int wft_suspend(void) {
    if (!needs_restore) return -1;
    struct termios raw;
    if (tcgetattr(saved_fd, &raw) != 0) return -1;
    // Put the terminal back for the shell, but keep standard error captured: the app comes
    // back on SIGCONT and still owns it.
    needs_restore = 0;
    wft_write_all(saved_fd, restore_sequence, restore_length);
    tcsetattr(saved_fd, TCSAFLUSH, &saved_settings);
    // Stops the process group, as the terminal's own Ctrl-Z would (SIGTSTP's default action is
    // to stop, and no handler of ours is installed for it), until the shell's `fg` sends
    // SIGCONT. raise() would not do: the calling thread may be a pool thread that blocks
    // signals, where a signal sent to the thread stays pending.
    struct sigaction on_continue, previous_continue;
    memset(&on_continue, 0, sizeof on_continue);
    sigemptyset(&on_continue.sa_mask);
    on_continue.sa_handler = note_continue;
    continued = 0;
    sigaction(SIGCONT, &on_continue, &previous_continue);
    kill(0, SIGTSTP);
    // The stop may take effect a moment after kill() returns (another thread takes the
    // signal). Raw mode set before it would be undone by the shell, which puts its own
    // settings back when a job stops: so wait for SIGCONT. A stopped process does not run,
    // so counting sleeps bounds only the wait for a stop that never comes (an orphaned
    // process group, where the system discards SIGTSTP).
    struct timespec millisecond = {0, 1000000};
    for (int waited = 0; !continued && waited < 200; waited++) nanosleep(&millisecond, NULL);
    sigaction(SIGCONT, &previous_continue, NULL);
    if (tcsetattr(saved_fd, TCSAFLUSH, &raw) != 0) return -1;
    needs_restore = 1;
    return 0;
}

// MARK: - Signals

static const int restoring_signals[] = {SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGABRT, SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGFPE};
#define RESTORING_SIGNAL_COUNT (sizeof restoring_signals / sizeof restoring_signals[0])
// The actions in place before the first acquire: what a signal does once the terminal is
// restored, and what the last release puts back. They are saved only while none of ours is
// installed, so they can never be our own handler (which would re-raise forever).
static struct sigaction previous_actions[RESTORING_SIGNAL_COUNT];
static struct sigaction previous_resize_action;
static int handler_users = 0;
static int resize_pipe[2] = {-1, -1};
static volatile sig_atomic_t resize_write_end = -1;

static void restore_then_reraise(int signal_number) {
    int saved_errno = errno;
    wft_restore();
    for (size_t i = 0; i < RESTORING_SIGNAL_COUNT; i++) {
        if (restoring_signals[i] == signal_number) {
            // The previous action (the default, or Swift's backtracer) handles the signal
            // once this handler returns and the raised signal is delivered.
            sigaction(signal_number, &previous_actions[i], NULL);
        }
    }
    errno = saved_errno;
    raise(signal_number);
}

static void note_resize(int signal_number) {
    (void)signal_number;
    int saved_errno = errno;
    int fd = resize_write_end;
    if (fd >= 0) {
        char byte = 1;
        // A full pipe already holds a pending notification, so a failed write loses nothing.
        ssize_t ignored = write(fd, &byte, 1);
        (void)ignored;
    }
    errno = saved_errno;
}

static void close_resize_pipe(void) {
    // The handler is gone before the descriptor it writes to is closed.
    resize_write_end = -1;
    for (int i = 0; i < 2; i++) {
        if (resize_pipe[i] >= 0) close(resize_pipe[i]);
        resize_pipe[i] = -1;
    }
}

/// Puts back the first `count` restoring signals' previous actions.
static void restore_previous_actions(size_t count) {
    for (size_t i = 0; i < count; i++) sigaction(restoring_signals[i], &previous_actions[i], NULL);
}

static int install_handlers(void) {
    if (pipe(resize_pipe) != 0) return -1;
    for (int i = 0; i < 2; i++) {
        fcntl(resize_pipe[i], F_SETFL, fcntl(resize_pipe[i], F_GETFL) | O_NONBLOCK);
        fcntl(resize_pipe[i], F_SETFD, FD_CLOEXEC);
    }
    resize_write_end = resize_pipe[1];
    struct sigaction action;
    memset(&action, 0, sizeof action);
    sigemptyset(&action.sa_mask);
    action.sa_handler = note_resize;
    action.sa_flags = SA_RESTART;
    if (sigaction(SIGWINCH, &action, &previous_resize_action) != 0) {
        int saved_errno = errno;
        close_resize_pipe();
        errno = saved_errno;
        return -1;
    }
    action.sa_handler = restore_then_reraise;
    action.sa_flags = 0;
    for (size_t i = 0; i < RESTORING_SIGNAL_COUNT; i++) {
        if (sigaction(restoring_signals[i], &action, &previous_actions[i]) != 0) {
            int saved_errno = errno;
            restore_previous_actions(i);
            sigaction(SIGWINCH, &previous_resize_action, NULL);
            close_resize_pipe();
            errno = saved_errno;
            return -1;
        }
    }
    return 0;
}

int wft_acquire_signal_handlers(void) {
    if (handler_users == 0 && install_handlers() != 0) return -1;
    handler_users += 1;
    return resize_pipe[0];
}

void wft_release_signal_handlers(void) {
    if (handler_users == 0) return;
    handler_users -= 1;
    if (handler_users > 0) return;
    restore_previous_actions(RESTORING_SIGNAL_COUNT);
    sigaction(SIGWINCH, &previous_resize_action, NULL);
    close_resize_pipe();
}

int wft_window_size(int fd, int *columns, int *rows) {
    struct winsize size;
    if (ioctl(fd, TIOCGWINSZ, &size) != 0) return -1;
    *columns = size.ws_col;
    *rows = size.ws_row;
    return 0;
}
