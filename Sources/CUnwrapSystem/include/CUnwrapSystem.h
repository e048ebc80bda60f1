// The few system calls Swift cannot import directly (variadic, or behind _GNU_SOURCE): the process
// owner uses them to keep every descendant of a learner's program within reach.
#ifndef CUNWRAPSYSTEM_H
#define CUNWRAPSYSTEM_H

#include <spawn.h>
#include <sys/types.h>

/// Makes this process the reaper of orphaned descendants (Linux PR_SET_CHILD_SUBREAPER), so a
/// grandchild that leaves its parent's session or group still has us as an ancestor.
/// Returns 0 on success, -1 where the platform has no such thing.
int unwrap_become_child_subreaper(void);

/// Makes this process one that no other process of its user may trace or read (Linux
/// PR_SET_DUMPABLE 0): a learner's program runs as unwrap's user when unwrap is not root, and could
/// otherwise attach to it (`ptrace`), or write into its memory (`/proc/PPID/mem`,
/// `process_vm_writev`). A program unwrap starts is traceable again once it calls `exec`, so the
/// Swift runtime's backtracer still reads a crashed learner's program. Returns 0, or -1 where the
/// platform has no such thing.
int unwrap_refuse_inspection(void);

/// posix_spawn_file_actions_addchdir_np where the C library has it: the child starts in `path`.
/// Returns 0 on success, or an errno value (ENOSYS where it is missing).
int unwrap_spawn_add_chdir(posix_spawn_file_actions_t *actions, const char *path);

/// Makes the child start with only standard input, output and error open: no descriptor unwrap
/// inherited or opened leaks into a learner's program. Returns 0, or an errno value.
int unwrap_spawn_close_inherited(posix_spawn_file_actions_t *actions, posix_spawnattr_t *attributes,
                                 short *flags);

/// Starts `path` as a learner's program (Linux): in a process group of its own, killed by the kernel
/// should the calling thread end first (call it from a thread that waits for the program), stdin from /dev/null,
/// stdout and stderr on `output` and `errors`, no other descriptor, every signal at its default and
/// none blocked, in `directory` when not NULL, and with RLIMIT_DATA (`dataBytes`), RLIMIT_CPU
/// (`cpuSeconds`, SIGKILL a second later) and RLIMIT_NPROC (`tasks`) set, soft and hard, before its
/// first instruction (0 leaves a limit as it is), and, when `user` is not 0, as that user and its
/// group of the same number (the folder and `path` are reached before the change), and a seccomp
/// filter that kills it (SIGSYS), or anything it forks or runs, should it signal the caller, the
/// caller's process group or every process, and refuses changes to the terminal's foreground
/// (SignalFilter.c). Its other signals reach only what it started (`unwrap_scope_signals`); where
/// the kernel cannot confine them so, the filter refuses (EPERM) a kill of any process but the
/// program itself or its group. Returns 0 and sets `pid`, or an errno value (ENOSYS off Linux: use
/// posix_spawn).
int unwrap_spawn_limited(pid_t *pid, const char *path, char *const argv[], char *const envp[],
                         const char *directory, int output, int errors, unsigned long long dataBytes,
                         unsigned long long cpuSeconds, unsigned long long tasks, uid_t user);

/// Starts one of unwrap's own tools (a compiler, a linker, the package manager) as posix_spawn would,
/// in a process group of its own with default signals, stdin from /dev/null and only `output` and
/// `errors` open, and, like a learner's program, killed by the kernel should the calling thread end
/// first. posix_spawn cannot ask for that, and a `kill -9` of unwrap between the spawn and the start
/// of the run's sentinel (ProcessOwner+Sentinel) left a compiler running for minutes. No limits, no
/// lower priority, no filter; `path` must be absolute. Returns 0 and sets `pid`, or an errno value
/// (ENOSYS off Linux).
int unwrap_spawn_tied(pid_t *pid, const char *path, char *const argv[], char *const envp[],
                      const char *directory, int output, int errors);

/// Confines the signals of the calling process, and of everything it forks or runs, to those
/// processes (Linux Landlock's signal scope, ABI 6): a signal to any other process, whatever its
/// user, fails with EPERM. Only system calls (async-signal-safe). Returns 0, or an errno value
/// (EOPNOTSUPP or ENOSYS where the kernel has no such scope).
int unwrap_scope_signals(void);

/// 1 when the kernel can confine a process's signals (`unwrap_scope_signals`), 0 otherwise.
int unwrap_can_scope_signals(void);

/// Starts a sentinel in the process group `group` of a run's root (Linux): a fork of this process
/// that waits, every signal blocked, for the calling thread to end (its parent-death signal; call it
/// from the thread that waits for the run), which happens first only when unwrap dies without a
/// chance to end the run (kill -9). It then ends every process of the run itself: the group's
/// members, every process whose environment holds the entry `marker` (`length` bytes, no NUL), and
/// what those forked, each killed as soon as it is found. Its being in the group keeps the group's
/// id from reuse. The caller kills it (SIGKILL) and reaps it when the run ends. Returns its pid, or 0
/// when none could be started (or off Linux).
pid_t unwrap_start_group_sentinel(pid_t group, const char *marker, size_t length);

/// Opens a pseudo-terminal pair in raw mode (no echo, no newline translation), both ends
/// close-on-exec and neither a controlling terminal: a learner's program writing to the `slave` end
/// sees a terminal, so its C library flushes each line, and output printed before a crash is not lost
/// in a buffer. Returns 0, or an errno value (ENOSYS off Linux).
int unwrap_open_raw_pty(int *master, int *slave);

/// Removes the file or folder at `path` and everything in it, at any depth: it works relative to open
/// descriptors (openat, unlinkat), never follows a symlink, and holds one descriptor at a time, so a
/// tree deeper than PATH_MAX or the descriptor limit goes too. Returns 0, or -1 with errno set.
int unwrap_remove_tree(const char *path);

/// Counts SIGCONTs from a handler (ContinueCounter.c); returns sigaction's result.
int unwrap_count_continues(void);

/// Notes, from the SIGTSTP handler, how many SIGCONTs have come so far.
void unwrap_note_stop_request(void);

/// Whether a SIGCONT has come since the last `unwrap_note_stop_request`: the job was continued
/// (`fg`) before unwrap stopped itself, so it must not stop now.
int unwrap_continued_since_stop_request(void);

#endif
