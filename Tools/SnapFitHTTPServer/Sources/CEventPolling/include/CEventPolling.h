// Linux's epoll and eventfd, which Swift's Glibc module does not bring in, accept4, thread names and a handler for
// the signals that stop a server.
#ifndef C_EVENT_POLLING_H
#define C_EVENT_POLLING_H

#include <sys/epoll.h>
#include <sys/eventfd.h>

/// accept4(2) with SOCK_NONBLOCK | SOCK_CLOEXEC, for a listening socket: the new socket's descriptor, or -1 and errno.
int cevent_accept_nonblocking(int listener);

/// Names the calling thread (at most 15 bytes show), as `top -H`, `perf` and debuggers list it.
void cevent_name_current_thread(const char *name);

/// From now on, process-wide, SIGINT and SIGTERM each write one byte (the signal's number) to a pipe instead of
/// taking their default action: the pipe's read end, or -1 and errno (the signals keep their default action). Call
/// it once per process.
int cevent_catch_shutdown_signals(void);

#endif
