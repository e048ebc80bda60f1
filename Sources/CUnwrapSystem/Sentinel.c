// The sentinel: a fork of unwrap that waits in a learner's program's (or the compiler's) process
// group for unwrap to die, and then ends everything of that run, as a sweep would. The kernel wakes
// it with its parent-death signal, so it needs unwrap for nothing; it ends what left the group and
// the session (`setsid`) by the run's marker, and what those forked. Forked from a process with other threads, it makes only
// async-signal-safe calls: no stdio, no malloc, /proc read with open, read and getdents64.
#define _GNU_SOURCE
#include "CUnwrapSystem.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>

#if defined(__linux__)

void unwrap_close_from(int first);
void unwrap_default_signals(void);

/// The processes found so far, by pid and start time (the start time tells a pid reused after one
/// died from the process found).
#define FOUND_SLOTS (1 << 16)
static struct {
  pid_t pid;
  unsigned long long started;
} found[FOUND_SLOTS];

static int isFound(pid_t pid, unsigned long long started) {
  for (unsigned slot = (unsigned)pid % FOUND_SLOTS, tries = 0; tries < FOUND_SLOTS;
       slot = (slot + 1) % FOUND_SLOTS, tries++) {
    if (found[slot].pid == 0) return 0;
    if (found[slot].pid == pid) return started == 0 || found[slot].started == started;
  }
  return 0;
}

static void remember(pid_t pid, unsigned long long started) {
  for (unsigned slot = (unsigned)pid % FOUND_SLOTS, tries = 0; tries < FOUND_SLOTS;
       slot = (slot + 1) % FOUND_SLOTS, tries++) {
    if (found[slot].pid == 0 || found[slot].pid == pid) {
      found[slot].pid = pid;
      found[slot].started = started;
      return;
    }
  }
}

/// "/proc/PID/NAME" into `path` (no snprintf: it is not async-signal-safe).
static void procPath(char *path, pid_t pid, const char *name) {
  char digits[16];
  int count = 0;
  do {
    digits[count++] = (char)('0' + pid % 10);
    pid /= 10;
  } while (pid > 0);
  char *end = stpcpy(path, "/proc/");
  while (count > 0) *end++ = digits[--count];
  *end++ = '/';
  strcpy(end, name);
}

/// Up to `size` bytes of a /proc file; the count, or -1.
static ssize_t readAll(const char *path, char *buffer, size_t size) {
  int descriptor = open(path, O_RDONLY | O_CLOEXEC);
  if (descriptor < 0) return -1;
  size_t total = 0;
  while (total < size) {
    ssize_t count = read(descriptor, buffer + total, size - total);
    if (count < 0 && errno == EINTR) continue;
    if (count <= 0) break;
    total += (size_t)count;
  }
  close(descriptor);
  return (ssize_t)total;
}

/// State, parent, group and start time from /proc/PID/stat; 0, or -1 when it is gone.
static int readStat(pid_t pid, char *state, pid_t *parent, pid_t *group,
                    unsigned long long *started) {
  char path[48], line[1024];
  procPath(path, pid, "stat");
  ssize_t count = readAll(path, line, sizeof line - 1);
  if (count <= 0) return -1;
  line[count] = 0;
  char *close = strrchr(line, ')');
  if (close == NULL || close[1] != ' ') return -1;
  char *field = close + 2;
  *state = *field;
  unsigned long long values[20] = {0};
  // Fields 2 to 20 after the state: ppid, pgrp, …, starttime (the 20th after ')').
  for (int index = 1; index < 20; index++) {
    field = strchr(field, ' ');
    if (field == NULL) return -1;
    field++;
    unsigned long long value = 0;
    while (*field >= '0' && *field <= '9') value = value * 10 + (unsigned long long)(*field++ - '0');
    values[index] = value;
  }
  *parent = (pid_t)values[1];
  *group = (pid_t)values[2];
  *started = values[19];
  return 0;
}

static char environment[1 << 18];

/// Whether /proc/PID/environ holds the entry `marker` (a learner's environment is a few hundred
/// bytes, the compiler's the user's own: 256 KB is plenty, and a longer one is read that far).
static int carriesMarker(pid_t pid, const char *marker, size_t length) {
  char path[48];
  procPath(path, pid, "environ");
  ssize_t count = readAll(path, environment, sizeof environment);
  size_t start = 0;
  for (ssize_t index = 0; index < count; index++) {
    if (environment[index] != 0) continue;
    if ((size_t)index - start == length && memcmp(environment + start, marker, length) == 0)
      return 1;
    start = (size_t)index + 1;
  }
  return 0;
}

static double seconds(void) {
  struct timespec now;
  clock_gettime(CLOCK_MONOTONIC, &now);
  return (double)now.tv_sec + (double)now.tv_nsec / 1e9;
}

/// Ends every process of the run: members of `group`, carriers of `marker`, and what a process
/// already found forked, each killed as soon as it is read, pass after pass until a pass finds none
/// alive; past three seconds, once a pass ends no more than the one before.
static void sweepRun(pid_t group, const char *marker, size_t length) {
  pid_t self = getpid();
  int directory = open("/proc", O_RDONLY | O_CLOEXEC | O_DIRECTORY);
  if (directory < 0) return;
  static char entries[1 << 15];
  double begun = seconds();
  int fewest = -1;
  for (;;) {
    int alive = 0;
    lseek(directory, 0, SEEK_SET);
    long count;
    while ((count = syscall(SYS_getdents64, directory, entries, sizeof entries)) > 0) {
      for (long offset = 0; offset < count;) {
        // struct linux_dirent64: inode (8), offset (8), record length (2), type (1), name.
        unsigned short size;
        memcpy(&size, entries + offset + 16, sizeof size);
        const char *name = entries + offset + 19;
        offset += size;
        pid_t pid = 0;
        for (const char *digit = name; *digit; digit++) {
          if (*digit < '0' || *digit > '9') {
            pid = 0;
            break;
          }
          pid = pid * 10 + (*digit - '0');
        }
        char state;
        pid_t parent, member;
        unsigned long long started;
        if (pid <= 0 || pid == self || readStat(pid, &state, &parent, &member, &started) != 0)
          continue;
        if (state == 'Z' || state == 'X') continue;
        int belongs = isFound(pid, started) || member == group || isFound(parent, 0) ||
                      carriesMarker(pid, marker, length);
        if (!belongs) continue;
        remember(pid, started);
        kill(pid, SIGKILL);
        alive++;
      }
    }
    if (alive == 0) break;
    if (fewest >= 0 && alive >= fewest && seconds() - begun > 3) break;
    if (fewest < 0 || alive < fewest) fewest = alive;
    struct timespec pause = {0, 1000000};
    nanosleep(&pause, NULL);
  }
  close(directory);
}

#endif

pid_t unwrap_start_group_sentinel(pid_t group, const char *marker, size_t length) {
#if defined(__linux__)
  // As for the program: nothing of unwrap's may run in the child before its handlers are reset.
  sigset_t all, previous;
  sigfillset(&all);
  pid_t parent = getpid();
  pthread_sigmask(SIG_SETMASK, &all, &previous);
  pid_t sentinel = fork();
  if (sentinel == 0) {
    // It holds nothing open (not the program's pipes, whose end unwrap waits for) and stays in the
    // group, so the group's id is not reused while it waits. Every signal stays blocked: the
    // orphaned group's SIGHUP, a learner's kill(0, SIGTERM) and Ctrl-Z's SIGCONT leave it waiting;
    // only SIGKILL (the run's end, endSentinel) ends it.
    unwrap_close_from(0);
    unwrap_default_signals();
    if (setpgid(0, group) != 0) _exit(0);
    // The signal comes when the thread that forked it ends, and that thread waits in
    // ProcessRunner.run until the run is over and the sentinel killed; checked after, as unwrap
    // may already be gone.
    if (prctl(PR_SET_PDEATHSIG, SIGUSR1) != 0) _exit(0);
    sigset_t wake;
    sigemptyset(&wake);
    sigaddset(&wake, SIGUSR1);
    while (getppid() == parent) {
      siginfo_t info;
      sigwaitinfo(&wake, &info);
    }
    sweepRun(group, marker, length);
    _exit(0);
  }
  pthread_sigmask(SIG_SETMASK, &previous, NULL);
  return sentinel > 0 ? sentinel : 0;
#else
  (void)group;
  (void)marker;
  (void)length;
  return 0;
#endif
}
