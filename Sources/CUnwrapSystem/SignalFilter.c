// A learner's program may not signal unwrap. Unless unwrap is root (then the program runs as
// `nobody` and the kernel refuses), the program runs as unwrap's user and could end the learner's
// session with `kill(getppid(), SIGTERM)`, `kill(-1, SIGINT)` or a signal to unwrap's process group,
// which unwrap would take for the learner's own Ctrl-C. Telling the sender apart when the signal
// arrives (SA_SIGINFO's si_pid) was tried and dropped: a fork that signals and is reaped at once by
// the learner's own process is gone before unwrap's handler runs (1 run in 4 on a loaded 2-core
// machine), and its pid names nothing. So the kernel stops such a call before any signal is sent: a
// seccomp filter, set in the child just before exec and inherited by everything the program forks
// or runs, kills the process that makes it (SIGSYS, which ProcessRunner words). A call whose
// target cannot be read (a thread id, a pidfd, a struct) fails with EPERM instead. So does a kill
// of any process but the program itself or its own group, unless the program's signals are
// confined to what it started (SignalScope.c): Linux's kill takes any thread's id for its process,
// and unwrap's threads are not known when the filter is made. Confined, a program may signal its
// own forks by pid, and the kernel refuses unwrap's threads (and every other process) itself.
#define _GNU_SOURCE
#include "CUnwrapSystem.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stddef.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/prctl.h>
#include <sys/syscall.h>
#include <unistd.h>

#if defined(__linux__) && (defined(__x86_64__) || defined(__aarch64__))
#include <linux/audit.h>
#include <linux/filter.h>
#include <linux/seccomp.h>
#include <linux/sockios.h>

#if defined(__x86_64__)
#define UNWRAP_AUDIT_ARCH AUDIT_ARCH_X86_64
#else
#define UNWRAP_AUDIT_ARCH AUDIT_ARCH_AARCH64
#endif

#define UNWRAP_FILTER_SIZE 128
#define UNWRAP_KILL SECCOMP_RET_KILL_PROCESS
#define UNWRAP_REFUSE (SECCOMP_RET_ERRNO | (EPERM & SECCOMP_RET_DATA))

/// The filter being written; everything lives on the caller's stack (the child makes no allocation).
struct unwrap_filter {
  struct sock_filter code[UNWRAP_FILTER_SIZE];
  unsigned short count;
};

static void emit(struct unwrap_filter *filter, unsigned short op, unsigned char jt, unsigned char jf,
                 unsigned int k) {
  if (filter->count < UNWRAP_FILTER_SIZE) {
    filter->code[filter->count++] = (struct sock_filter)BPF_JUMP(op, k, jt, jf);
  }
}

/// The low 32 bits of argument `index`: a pid_t, an int or an ioctl's request, as the kernel reads
/// them (both architectures are little-endian).
static unsigned int argument(int index) {
  return (unsigned int)offsetof(struct seccomp_data, args[index]);
}

/// `action` for system call `number` when its argument `first` is one of `values` (none: always)
/// and, with `second` >= 0, its argument `second` is one of `seconds`; otherwise on to the next rule.
static void rule(struct unwrap_filter *filter, long number, int first, const unsigned int *values,
                 int count, int second, const unsigned int *seconds, int secondCount,
                 unsigned int action) {
  // Each test jumps to the rule's end on a mismatch; the end is known once the rule is written, so
  // the jumps are patched then.
  unsigned short misses[16];
  int missCount = 0;
  emit(filter, BPF_LD | BPF_W | BPF_ABS, 0, 0, (unsigned int)offsetof(struct seccomp_data, nr));
  misses[missCount++] = filter->count;
  emit(filter, BPF_JMP | BPF_JEQ | BPF_K, 0, 0, (unsigned int)number);
  int indexes[2] = {first, second};
  const unsigned int *sets[2] = {values, seconds};
  int counts[2] = {count, secondCount};
  for (int part = 0; part < 2; part++) {
    if (indexes[part] < 0 || counts[part] == 0) continue;
    emit(filter, BPF_LD | BPF_W | BPF_ABS, 0, 0, argument(indexes[part]));
    // A match jumps over the remaining tests and the miss below it.
    for (int value = 0; value < counts[part]; value++) {
      emit(filter, BPF_JMP | BPF_JEQ | BPF_K, (unsigned char)(counts[part] - value), 0,
           sets[part][value]);
    }
    misses[missCount++] = filter->count;
    emit(filter, BPF_JMP | BPF_JA, 0, 0, 0);
  }
  emit(filter, BPF_RET | BPF_K, 0, 0, action);
  unsigned short end = filter->count;
  for (int miss = 0; miss < missCount; miss++) {
    struct sock_filter *jump = &filter->code[misses[miss]];
    unsigned int distance = (unsigned int)(end - misses[miss] - 1);
    if (BPF_OP(jump->code) == BPF_JA) {
      jump->k = distance;
    } else {
      jump->jf = (unsigned char)distance;
    }
  }
}

/// Sets the filter on the calling process (and so on all it forks and runs): a signal to `unwrap`,
/// its process group `group` or every process (-1) kills the caller with SIGSYS; unless `scoped`
/// (the caller's signals reach only what it starts: `unwrap_scope_signals`), a kill of any other
/// single process or group but the caller's own fails with EPERM. Only async-signal-safe calls (it
/// runs in a child forked from a process with threads). Returns 0, or an errno value (ENOSYS where
/// there is no such filter: another architecture, not Linux).
int unwrap_forbid_signalling(pid_t unwrap, pid_t group, int scoped) {
  struct unwrap_filter filter;
  memset(&filter, 0, sizeof filter);
  // A system call of another architecture (32-bit x86 through int 0x80) or ABI (x32) would slip
  // past the numbers below: a learner's Swift program makes none.
  emit(&filter, BPF_LD | BPF_W | BPF_ABS, 0, 0, (unsigned int)offsetof(struct seccomp_data, arch));
  emit(&filter, BPF_JMP | BPF_JEQ | BPF_K, 1, 0, UNWRAP_AUDIT_ARCH);
  emit(&filter, BPF_RET | BPF_K, 0, 0, UNWRAP_KILL);
#if defined(__x86_64__)
  emit(&filter, BPF_LD | BPF_W | BPF_ABS, 0, 0, (unsigned int)offsetof(struct seccomp_data, nr));
  emit(&filter, BPF_JMP | BPF_JGE | BPF_K, 0, 1, 0x40000000U);
  emit(&filter, BPF_RET | BPF_K, 0, 0, UNWRAP_KILL);
#endif
  // unwrap itself, its process group (kill(-group), or kill(0) from a process that joined it), and
  // every process the user may signal (kill(-1)).
  const unsigned int targets[3] = {(unsigned int)unwrap, (unsigned int)-group, (unsigned int)-1};
  const unsigned int process[1] = {(unsigned int)unwrap};
  const unsigned int groups[1] = {(unsigned int)group};
  // What the program may signal: itself (the pid exec keeps), its own process group (which the
  // program's forks share, and its sentinel) and the caller's group (0). Unless its signals are
  // scoped, anything else is refused, as it may be one of unwrap's threads: kill and
  // rt_sigqueueinfo take a thread's id for its process, and unwrap's threads (Dispatch's) come and
  // go after this filter is made. So are its forks' pids, which it cannot know: signalling a child
  // it started (Foundation's Process.terminate) fails. Scoped, the kernel refuses what the program
  // did not start (EPERM), unwrap's threads and its sentinel among them, and lets the rest through.
  pid_t self = getpid();
  pid_t own = getpgrp();
  const unsigned int mine[3] = {0, (unsigned int)self, (unsigned int)-own};
  rule(&filter, SYS_kill, 0, targets, 3, -1, NULL, 0, UNWRAP_KILL);
  rule(&filter, SYS_rt_sigqueueinfo, 0, process, 1, -1, NULL, 0, UNWRAP_KILL);
  if (!scoped) {
    rule(&filter, SYS_kill, 0, mine, 3, -1, NULL, 0, SECCOMP_RET_ALLOW);
    rule(&filter, SYS_kill, -1, NULL, 0, -1, NULL, 0, UNWRAP_REFUSE);
    rule(&filter, SYS_rt_sigqueueinfo, 0, mine + 1, 1, -1, NULL, 0, SECCOMP_RET_ALLOW);
    rule(&filter, SYS_rt_sigqueueinfo, -1, NULL, 0, -1, NULL, 0, UNWRAP_REFUSE);
  }
  // These name the thread group first, and the kernel checks that the thread is in it: abort(),
  // raise() and pthread_kill() signal the caller's own threads through tgkill.
  rule(&filter, SYS_tgkill, 0, process, 1, -1, NULL, 0, UNWRAP_KILL);
  rule(&filter, SYS_rt_tgsigqueueinfo, 0, process, 1, -1, NULL, 0, UNWRAP_KILL);
  rule(&filter, SYS_setpgid, 1, groups, 1, -1, NULL, 0, UNWRAP_KILL);
  // SIGIO (or the F_SETSIG signal) sent to the owner when a descriptor is ready: a thread's id
  // names its process here too. No owner (0), or the program's own, as for kill.
  const unsigned int setOwner[1] = {F_SETOWN};
  const unsigned int owners[2] = {(unsigned int)unwrap, (unsigned int)-group};
  rule(&filter, SYS_fcntl, 1, setOwner, 1, 2, owners, 2, UNWRAP_KILL);
  rule(&filter, SYS_fcntl, 1, setOwner, 1, 2, mine, 3, SECCOMP_RET_ALLOW);
  rule(&filter, SYS_fcntl, 1, setOwner, 1, -1, NULL, 0, UNWRAP_REFUSE);
  // What names its target where a filter cannot read it: refused, not fatal (a program may use
  // them on itself, though a learner's has no reason to).
  rule(&filter, SYS_tkill, -1, NULL, 0, -1, NULL, 0, UNWRAP_REFUSE);
#ifdef SYS_pidfd_send_signal
  rule(&filter, SYS_pidfd_send_signal, -1, NULL, 0, -1, NULL, 0, UNWRAP_REFUSE);
#endif
  const unsigned int setOwnerByStruct[1] = {F_SETOWN_EX};
  rule(&filter, SYS_fcntl, 1, setOwnerByStruct, 1, -1, NULL, 0, UNWRAP_REFUSE);
  // The same by ioctl; and unwrap's terminal, as the program is in its session: typing a Ctrl-C
  // into it (TIOCSTI, or TIOCLINUX's paste on a console), taking its foreground from unwrap
  // (TIOCSPGRP: unwrap is then stopped, or its reads fail), making it a controlling terminal or
  // giving one up (TIOCSCTTY, TIOCNOTTY), or changing its line discipline (TIOCSETD).
  const unsigned int requests[8] = {FIOSETOWN, SIOCSPGRP, TIOCSTI,  TIOCLINUX,
                                    TIOCSPGRP, TIOCSCTTY, TIOCNOTTY, TIOCSETD};
  rule(&filter, SYS_ioctl, 1, requests, 8, -1, NULL, 0, UNWRAP_REFUSE);
  emit(&filter, BPF_RET | BPF_K, 0, 0, SECCOMP_RET_ALLOW);
  if (filter.count >= UNWRAP_FILTER_SIZE) return ENOSPC;
  struct sock_fprog program = {filter.count, filter.code};
  // Required to set a filter without privilege; a learner's program needs no set-user-ID program.
  if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) != 0) return errno;
  if (syscall(SYS_seccomp, SECCOMP_SET_MODE_FILTER, 0, &program) != 0) return errno;
  return 0;
}

#else

int unwrap_forbid_signalling(pid_t unwrap, pid_t group, int scoped) {
  (void)unwrap;
  (void)group;
  (void)scoped;
  return ENOSYS;
}

#endif
