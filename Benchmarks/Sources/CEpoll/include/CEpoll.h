// Linux's epoll, which Swift's Glibc module does not export, for socket-floor.
#ifndef CEPOLL_H
#define CEPOLL_H
#ifdef __linux__
#include <sys/epoll.h>
#endif
#endif
