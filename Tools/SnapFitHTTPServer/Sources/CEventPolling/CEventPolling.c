#define _GNU_SOURCE
#include <stddef.h>
#include <pthread.h>
#include <sys/socket.h>

#include "CEventPolling.h"

int cevent_accept_nonblocking(int listener) {
    return accept4(listener, NULL, NULL, SOCK_NONBLOCK | SOCK_CLOEXEC);
}

void cevent_name_current_thread(const char *name) {
    pthread_setname_np(pthread_self(), name);
}
