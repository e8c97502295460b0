#include "CWorkflowTerminal.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

// What a descriptor (standard error) writes while the app owns the screen. Everything the
// release does is async-signal-safe, since a crash handler calls it: the state is lock-free
// atomics (the input thread trims while the main thread may crash), and the notes are
// formatted by hand.

enum capture_mode { NOT_CAPTURING, HOLDING, LOGGING };

static _Atomic int mode = NOT_CAPTURING;
static _Atomic int target_fd = -1;
static _Atomic int original_fd = -1;
// Holding: the file the target writes to now, and the one before the last trim.
// Logging: the log file (current only).
static _Atomic int current_fd = -1;
static _Atomic int previous_fd = -1;
static size_t kept_bytes = 0;
// Bytes of the files trims have closed, all of them dropped.
static _Atomic long long discarded_bytes = 0;
static off_t log_start = 0;
static char log_note[1100];
static size_t log_note_length = 0;

static off_t size_of(int fd) {
    struct stat status;
    if (fd < 0 || fstat(fd, &status) != 0) return 0;
    return status.st_size;
}

static int new_hold_file(void) {
    char path[] = "/tmp/workflow-terminal-stderr-XXXXXX";
    int fd = mkstemp(path);
    if (fd < 0) return -1;
    // The file only needs to live as long as its descriptor.
    unlink(path);
    fcntl(fd, F_SETFD, FD_CLOEXEC);
    return fd;
}

/// Points `target` at `fd`, keeping a copy of what it pointed at; on failure closes `fd` and
/// returns -1 with errno set.
static int redirect(int target, int fd) {
    int original = dup(target);
    if (original >= 0) fcntl(original, F_SETFD, FD_CLOEXEC);
    if (original < 0 || dup2(fd, target) < 0) {
        int saved_errno = errno;
        if (original >= 0) close(original);
        close(fd);
        errno = saved_errno;
        return -1;
    }
    target_fd = target;
    original_fd = original;
    return 0;
}

int wft_hold_standard_error(int target, size_t keep) {
    if (mode != NOT_CAPTURING) return 0;
    int fd = new_hold_file();
    if (fd < 0) return -1;
    if (redirect(target, fd) != 0) return -1;
    kept_bytes = keep;
    discarded_bytes = 0;
    current_fd = fd;
    previous_fd = -1;
    mode = HOLDING;
    return 0;
}

int wft_log_standard_error(int target, const char *path) {
    if (mode != NOT_CAPTURING) return 0;
    int fd = open(path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0644);
    if (fd < 0) return -1;
    if (redirect(target, fd) != 0) return -1;
    static const char before[] = "[standard error was written to ";
    static const char after[] = "]\n";
    size_t path_length = strlen(path);
    size_t room = sizeof log_note - (sizeof before - 1) - (sizeof after - 1);
    if (path_length > room) path_length = room;
    memcpy(log_note, before, sizeof before - 1);
    memcpy(log_note + sizeof before - 1, path, path_length);
    memcpy(log_note + sizeof before - 1 + path_length, after, sizeof after - 1);
    log_note_length = sizeof before - 1 + path_length + sizeof after - 1;
    log_start = size_of(fd);
    current_fd = fd;
    previous_fd = -1;
    mode = LOGGING;
    return 0;
}

void wft_trim_standard_error(void) {
    if (mode != HOLDING || size_of(current_fd) <= (off_t)kept_bytes) return;
    int fresh = new_hold_file();
    // Without a new file the current one keeps growing until the next trim succeeds.
    if (fresh < 0) return;
    if (dup2(fresh, target_fd) < 0) {
        close(fresh);
        return;
    }
    // The current file now holds at least `kept_bytes`, so nothing before it can be replayed.
    int dropped = previous_fd;
    previous_fd = current_fd;
    current_fd = fresh;
    if (dropped >= 0) {
        discarded_bytes += size_of(dropped);
        close(dropped);
    }
}

long long wft_held_standard_error_bytes(void) {
    if (mode != HOLDING) return 0;
    return (long long)size_of(previous_fd) + (long long)size_of(current_fd);
}

/// Writes `value` in decimal.
static void write_number(int fd, unsigned long long value) {
    char digits[24];
    size_t start = sizeof digits;
    do {
        digits[--start] = (char)('0' + value % 10);
        value /= 10;
    } while (value > 0 && start > 0);
    wft_write_all(fd, digits + start, sizeof digits - start);
}

/// Writes `fd`'s bytes from `offset` to its end into `out`.
static void copy_from(int fd, off_t offset, int out) {
    char buffer[4096];
    ssize_t n;
    while ((n = pread(fd, buffer, sizeof buffer, offset)) > 0) {
        wft_write_all(out, buffer, (size_t)n);
        offset += n;
    }
}

/// Moves `offset` past the end of the line it falls in, when that end is near: a replay that
/// starts mid-line would show half a message.
static off_t next_line_start(int fd, off_t offset) {
    char buffer[512];
    ssize_t n = pread(fd, buffer, sizeof buffer, offset - 1);
    if (n <= 0 || buffer[0] == '\n') return offset;
    for (ssize_t i = 1; i < n; i++) {
        if (buffer[i] == '\n') return offset + i;
    }
    return offset;
}

static void replay_held(int out) {
    off_t current_size = size_of(current_fd);
    off_t previous_size = size_of(previous_fd);
    off_t keep = (off_t)kept_bytes;
    // The replay starts at `offset` in `first`, then runs to the end of the current file.
    int first = current_fd;
    off_t offset = 0;
    if (current_size >= keep) {
        offset = current_size - keep;
    } else if (previous_size > keep - current_size) {
        first = previous_fd;
        offset = previous_size - (keep - current_size);
    } else if (previous_fd >= 0) {
        first = previous_fd;
    }
    if (offset > 0) offset = next_line_start(first, offset);
    long long dropped = discarded_bytes + offset + (first == current_fd ? previous_size : 0);
    if (dropped > 0) {
        static const char start[] = "[standard error: ";
        static const char middle[] = " earlier bytes were dropped (only the last ";
        static const char end[] = " are kept while the app runs; StandardTerminal(standardError: .logFile(path:)) keeps everything)]\n";
        wft_write_all(out, start, sizeof start - 1);
        write_number(out, (unsigned long long)dropped);
        wft_write_all(out, middle, sizeof middle - 1);
        write_number(out, (unsigned long long)kept_bytes);
        wft_write_all(out, end, sizeof end - 1);
    }
    copy_from(first, offset, out);
    if (first != current_fd) copy_from(current_fd, 0, out);
}

void wft_release_standard_error(void) {
    int capture = mode;
    if (capture == NOT_CAPTURING) return;
    mode = NOT_CAPTURING;
    int target = target_fd;
    dup2(original_fd, target);
    close(original_fd);
    original_fd = -1;
    if (capture == HOLDING) {
        replay_held(target);
    } else if (size_of(current_fd) > log_start) {
        wft_write_all(target, log_note, log_note_length);
    }
    close(current_fd);
    current_fd = -1;
    if (previous_fd >= 0) close(previous_fd);
    previous_fd = -1;
    target_fd = -1;
}
