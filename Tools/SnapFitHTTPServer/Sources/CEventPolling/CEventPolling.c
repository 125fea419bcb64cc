#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stddef.h>
#include <string.h>
#include <pthread.h>
#include <sys/socket.h>
#include <unistd.h>

#include "CEventPolling.h"

int cevent_accept_nonblocking(int listener) {
    return accept4(listener, NULL, NULL, SOCK_NONBLOCK | SOCK_CLOEXEC);
}

void cevent_name_current_thread(const char *name) {
    pthread_setname_np(pthread_self(), name);
}

/// Where the handler writes: set before the handler is installed, read only by it.
static volatile int cevent_shutdown_pipe = -1;

/// Async-signal-safe: one byte, the signal's number, and errno as it was.
static void cevent_on_shutdown_signal(int number) {
    int saved = errno;
    unsigned char byte = (unsigned char)number;
    ssize_t written = write(cevent_shutdown_pipe, &byte, 1);
    (void)written;
    errno = saved;
}

int cevent_catch_shutdown_signals(void) {
    int ends[2];
    if (pipe2(ends, O_CLOEXEC) != 0) return -1;
    cevent_shutdown_pipe = ends[1];
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = cevent_on_shutdown_signal;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_RESTART;
    if (sigaction(SIGINT, &action, NULL) != 0 || sigaction(SIGTERM, &action, NULL) != 0) {
        int saved = errno;
        signal(SIGINT, SIG_DFL);
        signal(SIGTERM, SIG_DFL);
        close(ends[0]);
        close(ends[1]);
        errno = saved;
        return -1;
    }
    return ends[0];
}
