// A learner's program may not signal what it did not start. When unwrap is not root, the program
// runs as unwrap's user, and the kernel lets it signal every process of that user: its run's
// sentinel (Sentinel.c), found in /proc, among them. The seccomp filter (SignalFilter.c) cannot
// stop that, as it reads only numbers: a tgkill of the sentinel's pid, or a kill of the program's
// first process group once the program has moved out of it, passes. Landlock's signal scope (ABI 6,
// Linux 6.12) asks the kernel itself: a process in a scoped domain may signal only processes in
// that domain (what it forked or ran) or in domains nested in it; a signal to anything else fails
// with EPERM, whatever the call and whatever the user, root with CAP_KILL included. Signals the
// kernel sends (the parent-death signal, SIGXCPU) and signals from outside (unwrap ending the
// program, the sentinel ending the run) are not affected.
#define _GNU_SOURCE
#include "CUnwrapSystem.h"

#include <errno.h>
#include <stdint.h>
#include <unistd.h>

#if defined(__linux__)
#include <sys/prctl.h>
#include <sys/syscall.h>

// The C library's headers may predate Landlock, or its signal scope; the numbers are the same on
// every architecture.
#ifndef SYS_landlock_create_ruleset
#define SYS_landlock_create_ruleset 444
#endif
#ifndef SYS_landlock_restrict_self
#define SYS_landlock_restrict_self 446
#endif

#define UNWRAP_LANDLOCK_CREATE_RULESET_VERSION (1U << 0)
#define UNWRAP_LANDLOCK_SCOPE_SIGNAL (1ULL << 1)
#define UNWRAP_LANDLOCK_SIGNAL_SCOPE_ABI 6

/// `struct landlock_ruleset_attr` as of ABI 6: what access the ruleset handles (none here, so
/// files and the network stay as they are) and what it scopes.
struct unwrap_landlock_ruleset_attr {
  uint64_t handled_access_fs;
  uint64_t handled_access_net;
  uint64_t scoped;
};

/// A ruleset that scopes signals and handles nothing else, as a descriptor, or -1 with errno set:
/// EOPNOTSUPP or ENOSYS without Landlock, EOPNOTSUPP below ABI 6, EINVAL where a kernel claims ABI
/// 6 without the signal scope.
static int unwrap_signal_ruleset(void) {
  long abi = syscall(SYS_landlock_create_ruleset, NULL, 0, UNWRAP_LANDLOCK_CREATE_RULESET_VERSION);
  if (abi < 0) return -1;
  if (abi < UNWRAP_LANDLOCK_SIGNAL_SCOPE_ABI) {
    errno = EOPNOTSUPP;
    return -1;
  }
  struct unwrap_landlock_ruleset_attr attr = {0, 0, UNWRAP_LANDLOCK_SCOPE_SIGNAL};
  return (int)syscall(SYS_landlock_create_ruleset, &attr, sizeof attr, 0);
}

int unwrap_scope_signals(void) {
  int ruleset = unwrap_signal_ruleset();
  if (ruleset < 0) return errno;
  int error = 0;
  // Required to restrict oneself without privilege (the seccomp filter sets it too).
  if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) != 0 ||
      syscall(SYS_landlock_restrict_self, ruleset, 0) != 0)
    error = errno;
  close(ruleset);
  return error;
}

int unwrap_can_scope_signals(void) {
  int ruleset = unwrap_signal_ruleset();
  if (ruleset < 0) return 0;
  close(ruleset);
  return 1;
}

#else

int unwrap_scope_signals(void) { return ENOSYS; }

int unwrap_can_scope_signals(void) { return 0; }

#endif
