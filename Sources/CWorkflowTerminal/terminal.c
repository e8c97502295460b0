#include "CWorkflowTerminal.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <termios.h>
#include <unistd.h>

static struct termios saved_settings;
static int saved_fd = -1;
static volatile sig_atomic_t needs_restore = 0;
static char restore_sequence[256];
static size_t restore_length = 0;
static int resize_pipe[2] = {-1, -1};
static int captured_error_fd = -1;
static int original_error_fd = -1;

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

static void write_all(int fd, const char *bytes, size_t length) {
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

int wft_capture_standard_error(void) {
    if (captured_error_fd >= 0) return 0;
    char path[] = "/tmp/workflow-terminal-stderr-XXXXXX";
    int fd = mkstemp(path);
    if (fd < 0) return -1;
    // The file only needs to live as long as its descriptor.
    unlink(path);
    original_error_fd = dup(STDERR_FILENO);
    if (original_error_fd < 0 || dup2(fd, STDERR_FILENO) < 0) {
        close(fd);
        return -1;
    }
    captured_error_fd = fd;
    return 0;
}

static void replay_standard_error(void) {
    if (captured_error_fd < 0) return;
    dup2(original_error_fd, STDERR_FILENO);
    close(original_error_fd);
    char buffer[4096];
    ssize_t n;
    lseek(captured_error_fd, 0, SEEK_SET);
    while ((n = read(captured_error_fd, buffer, sizeof buffer)) > 0) {
        write_all(STDERR_FILENO, buffer, (size_t)n);
    }
    close(captured_error_fd);
    captured_error_fd = -1;
    original_error_fd = -1;
}

void wft_restore(void) {
    if (!needs_restore) return;
    needs_restore = 0;
    write_all(saved_fd, restore_sequence, restore_length);
    tcsetattr(saved_fd, TCSAFLUSH, &saved_settings);
    replay_standard_error();
}

static const int restoring_signals[] = {SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGABRT, SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGFPE};
#define RESTORING_SIGNAL_COUNT (sizeof restoring_signals / sizeof restoring_signals[0])
static struct sigaction previous_actions[RESTORING_SIGNAL_COUNT];

static void restore_then_reraise(int signal_number) {
    int saved_errno = errno;
    wft_restore();
    for (size_t i = 0; i < RESTORING_SIGNAL_COUNT; i++) {
        if (restoring_signals[i] == signal_number) {
            // The previous action (the default, or Swift's backtracer) handles the signal
            // once this handler returns or the signal is raised again.
            sigaction(signal_number, &previous_actions[i], NULL);
        }
    }
    errno = saved_errno;
    raise(signal_number);
}

int wft_install_restoring_signal_handlers(void) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = restore_then_reraise;
    sigemptyset(&action.sa_mask);
    for (size_t i = 0; i < RESTORING_SIGNAL_COUNT; i++) {
        if (sigaction(restoring_signals[i], &action, &previous_actions[i]) != 0) return -1;
    }
    return 0;
}

static void note_resize(int signal_number) {
    (void)signal_number;
    int saved_errno = errno;
    char byte = 1;
    // A full pipe already holds a pending notification, so a failed write loses nothing.
    ssize_t ignored = write(resize_pipe[1], &byte, 1);
    (void)ignored;
    errno = saved_errno;
}

int wft_resize_notifications(void) {
    if (resize_pipe[0] >= 0) return resize_pipe[0];
    if (pipe(resize_pipe) != 0) return -1;
    for (int i = 0; i < 2; i++) {
        fcntl(resize_pipe[i], F_SETFL, fcntl(resize_pipe[i], F_GETFL) | O_NONBLOCK);
        fcntl(resize_pipe[i], F_SETFD, FD_CLOEXEC);
    }
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = note_resize;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_RESTART;
    if (sigaction(SIGWINCH, &action, NULL) != 0) return -1;
    return resize_pipe[0];
}

int wft_window_size(int fd, int *columns, int *rows) {
    struct winsize size;
    if (ioctl(fd, TIOCGWINSZ, &size) != 0) return -1;
    *columns = size.ws_col;
    *rows = size.ws_row;
    return 0;
}
