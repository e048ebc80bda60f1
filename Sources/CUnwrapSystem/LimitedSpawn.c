// Starting a learner's program with its resource limits already in force: posix_spawn cannot set
// limits, and prlimit after it leaves the program running unlimited for as long as the parent is not
// scheduled (milliseconds on a loaded machine, long enough to reach main). So on Linux the child is
// forked and sets them itself before exec.
#define _GNU_SOURCE
#include "CUnwrapSystem.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <termios.h>
#include <unistd.h>

#if defined(__linux__)

int unwrap_forbid_signalling(pid_t unwrap, pid_t group, int scoped);

/// Closes every descriptor from `first` up, the fast way where the kernel has it.
void unwrap_close_from(int first) {
#ifdef SYS_close_range
  if (syscall(SYS_close_range, (unsigned)first, ~0U, 0) == 0) return;
#endif
  long most = sysconf(_SC_OPEN_MAX);
  if (most < 0 || most > 65536) most = 65536;
  for (int fd = first; fd < most; fd++) close(fd);
}

/// Default handling for every signal unwrap catches or ignores (async-signal-safe).
void unwrap_default_signals(void) {
  struct sigaction fallback;
  memset(&fallback, 0, sizeof fallback);
  fallback.sa_handler = SIG_DFL;
  for (int signal = 1; signal < NSIG; signal++) {
    if (signal == SIGKILL || signal == SIGSTOP) continue;
    sigaction(signal, &fallback, NULL);
  }
}

/// Only async-signal-safe calls from here to exec: the parent has other threads.
/// `confined` is 0 for a tool of unwrap's own (a compiler): no limits, no lower priority, no
/// filter, and `path` (absolute) is started by name.
static void unwrap_child(const char *path, char *const argv[], char *const envp[], const char *directory,
                         int output, int errors, unsigned long long dataBytes,
                         unsigned long long cpuSeconds, unsigned long long tasks, uid_t user, int report,
                         pid_t parent, pid_t parentGroup, int confined) {
  // Default handling for every signal, then (just before exec) nothing blocked.
  unwrap_default_signals();
  int error = 0;
  if (setpgid(0, 0) != 0) error = errno;
  // The folder and the program are reached while still unwrap's user: the user the program runs
  // as may not be able to search the folders above its own.
  if (!error && directory != NULL && chdir(directory) != 0) error = errno;
  int program = error || !confined ? -1 : open(path, O_PATH | O_CLOEXEC);
  if (!error && confined && program < 0) error = errno;
  if (!error && dataBytes > 0) {
    struct rlimit data = {(rlim_t)dataBytes, (rlim_t)dataBytes};
    if (setrlimit(RLIMIT_DATA, &data) != 0) error = errno;
  }
  if (!error && cpuSeconds > 0) {
    // SIGXCPU at the soft limit, SIGKILL a second later should the program ignore that.
    struct rlimit cpu = {(rlim_t)cpuSeconds, (rlim_t)cpuSeconds + 1};
    if (setrlimit(RLIMIT_CPU, &cpu) != 0) error = errno;
  }
  if (!error && tasks > 0) {
    // The kernel counts every process and thread of the user against it, and refuses a fork or a
    // thread past it (EAGAIN): a fork bomb stops at the cap instead of filling the machine.
    struct rlimit count = {(rlim_t)tasks, (rlim_t)tasks};
    if (setrlimit(RLIMIT_NPROC, &count) != 0) error = errno;
  }
  // Behind every other process of the machine's (and unwrap) for the CPU: a fork bomb's hundreds of
  // busy processes at the default priority left unwrap so little of it that one pass of its sweep
  // took 9 s; a program that is alone on a core runs as fast as before.
  if (!error && confined) {
    int niced = nice(10);
    (void)niced;
  }
  // Root's program runs as `user`: the kernel holds it to the cap on processes, and it cannot signal
  // unwrap or its sentinel. Before the parent-death signal, which a change of user clears.
  // Raw system calls: the C library's would signal threads the child does not have.
  if (!error && user != 0 &&
      (syscall(SYS_setgroups, 0, NULL) != 0 || syscall(SYS_setresgid, user, user, user) != 0 ||
       syscall(SYS_setresuid, user, user, user) != 0))
    error = errno;
  // Killed with unwrap: should unwrap die without a chance to end the program (kill -9, a crash),
  // the kernel ends it too. The signal comes when the forking thread ends, and that thread waits in
  // ProcessRunner.run until the program has been reaped. Checked after, as unwrap may already be gone.
  if (!error && prctl(PR_SET_PDEATHSIG, SIGKILL) != 0) error = errno;
  if (!error && getppid() != parent) error = ESRCH;
  // Last, as nothing above may be refused by them: the program (and anything it forks or runs)
  // signals only what it started (SignalScope.c), so not its sentinel, and no signal from it
  // reaches unwrap, which would take it for the learner's Ctrl-C (SignalFilter.c). Where the kernel
  // has neither the program runs without it, as it did before.
  if (!error && confined) {
    int scoped = unwrap_scope_signals() == 0;
    (void)unwrap_forbid_signalling(parent, parentGroup, scoped);
  }
  int input = error ? -1 : open("/dev/null", O_RDONLY | O_CLOEXEC);
  if (!error && input < 0) error = errno;
  if (!error && (dup2(input, 0) < 0 || dup2(output, 1) < 0 || dup2(errors, 2) < 0)) error = errno;
  if (!error) {
    // The report pipe is close-on-exec: it closes by itself when exec succeeds.
    sigset_t none;
    sigemptyset(&none);
    sigprocmask(SIG_SETMASK, &none, NULL);
    // A tool is started by its path (absolute: the caller makes it so), which also starts a script
    // (a stand-in compiler); a program by the descriptor opened above.
    if (confined)
      syscall(SYS_execveat, program, "", argv, envp, AT_EMPTY_PATH);
    else
      execve(path, argv, envp);
    error = errno;
  }
  ssize_t written = write(report, &error, sizeof error);
  (void)written;
  _exit(127);
}

#endif

#if defined(__linux__)
static int spawnForked(pid_t *pid, const char *path, char *const argv[], char *const envp[],
                       const char *directory, int output, int errors, unsigned long long dataBytes,
                       unsigned long long cpuSeconds, unsigned long long tasks, uid_t user,
                       int confined) {
  int report[2];
  if (pipe2(report, O_CLOEXEC) != 0) return errno;
  // No handler of unwrap's may run in the child before it resets them (it would write to unwrap's
  // own signal pipe): everything is blocked across the fork, and the child unblocks after exec's
  // setup.
  sigset_t all, previous;
  sigfillset(&all);
  pid_t parent = getpid();
  pid_t parentGroup = getpgrp();
  pthread_sigmask(SIG_SETMASK, &all, &previous);
  pid_t child = fork();
  if (child == 0) {
    close(report[0]);
    // The descriptors the child needs are moved out of the way of 0–2 and everything else is
    // closed; the report pipe stays, close-on-exec.
    int keep[3] = {output, errors, report[1]};
    for (int index = 0; index < 3; index++) {
      if (keep[index] <= 2) {
        int moved = fcntl(keep[index], F_DUPFD_CLOEXEC, 3);
        if (moved >= 0) keep[index] = moved;
      }
    }
    int highest = keep[0] > keep[1] ? keep[0] : keep[1];
    if (keep[2] > highest) highest = keep[2];
    // Close everything but the three: those below the highest one by one, the rest at once.
    for (int fd = 3; fd < highest; fd++) {
      if (fd != keep[0] && fd != keep[1] && fd != keep[2]) close(fd);
    }
    unwrap_close_from(highest + 1);
    unwrap_child(path, argv, envp, directory, keep[0], keep[1], dataBytes, cpuSeconds, tasks, user,
                 keep[2], parent, parentGroup, confined);
  }
  int forkError = child < 0 ? errno : 0;
  pthread_sigmask(SIG_SETMASK, &previous, NULL);
  close(report[1]);
  if (forkError) {
    close(report[0]);
    return forkError;
  }
  int error = 0;
  ssize_t got;
  do {
    got = read(report[0], &error, sizeof error);
  } while (got < 0 && errno == EINTR);
  close(report[0]);
  if (got == (ssize_t)sizeof error && error != 0) {
    while (waitpid(child, NULL, 0) < 0 && errno == EINTR) {
    }
    return error;
  }
  *pid = child;
  return 0;
}
#else
/// Off Linux no limits can be set before the first instruction, and no parent-death signal asked
/// for: the caller starts the program with posix_spawn.
static int spawnForked(pid_t *pid, const char *path, char *const argv[], char *const envp[],
                       const char *directory, int output, int errors, unsigned long long dataBytes,
                       unsigned long long cpuSeconds, unsigned long long tasks, uid_t user,
                       int confined) {
  (void)pid;
  (void)path;
  (void)argv;
  (void)envp;
  (void)directory;
  (void)output;
  (void)errors;
  (void)dataBytes;
  (void)cpuSeconds;
  (void)tasks;
  (void)user;
  (void)confined;
  return ENOSYS;
}
#endif

int unwrap_spawn_limited(pid_t *pid, const char *path, char *const argv[], char *const envp[],
                         const char *directory, int output, int errors, unsigned long long dataBytes,
                         unsigned long long cpuSeconds, unsigned long long tasks, uid_t user) {
  return spawnForked(pid, path, argv, envp, directory, output, errors, dataBytes, cpuSeconds, tasks,
                     user, 1);
}

int unwrap_spawn_tied(pid_t *pid, const char *path, char *const argv[], char *const envp[],
                      const char *directory, int output, int errors) {
  return spawnForked(pid, path, argv, envp, directory, output, errors, 0, 0, 0, 0, 0);
}

int unwrap_open_raw_pty(int *master, int *slave) {
#if defined(__linux__)
  int parent = posix_openpt(O_RDWR | O_NOCTTY | O_CLOEXEC);
  if (parent < 0) return errno;
  char name[128];
  if (grantpt(parent) != 0 || unlockpt(parent) != 0 || ptsname_r(parent, name, sizeof name) != 0) {
    int error = errno;
    close(parent);
    return error;
  }
  int child = open(name, O_RDWR | O_NOCTTY | O_CLOEXEC);
  if (child < 0) {
    int error = errno;
    close(parent);
    return error;
  }
  struct termios modes;
  if (tcgetattr(child, &modes) != 0) {
    int error = errno;
    close(child);
    close(parent);
    return error;
  }
  cfmakeraw(&modes);
  if (tcsetattr(child, TCSANOW, &modes) != 0) {
    int error = errno;
    close(child);
    close(parent);
    return error;
  }
  *master = parent;
  *slave = child;
  return 0;
#else
  (void)master;
  (void)slave;
  return ENOSYS;
#endif
}
