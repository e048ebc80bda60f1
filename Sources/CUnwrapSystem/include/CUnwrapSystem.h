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
/// first instruction (0 leaves a limit as it is). Returns 0 and sets `pid`, or an errno value (ENOSYS
/// off Linux: use posix_spawn).
int unwrap_spawn_limited(pid_t *pid, const char *path, char *const argv[], char *const envp[],
                         const char *directory, int output, int errors, unsigned long long dataBytes,
                         unsigned long long cpuSeconds, unsigned long long tasks);

/// Starts a stopped process in the learner's program's process group `group` (Linux), so that should
/// unwrap die without a chance to end the group (kill -9), everything left in it is still ended:
/// once unwrap's children have passed to a parent outside its session (init), the group is orphaned
/// with a stopped member, and the kernel sends the whole group SIGHUP and SIGCONT. The caller kills it (SIGKILL) and reaps it when the program's run ends. Returns its
/// pid, or 0 when none could be started (or off Linux).
pid_t unwrap_start_group_sentinel(pid_t group);

/// Opens a pseudo-terminal pair in raw mode (no echo, no newline translation), both ends
/// close-on-exec and neither a controlling terminal: a learner's program writing to the `slave` end
/// sees a terminal, so its C library flushes each line, and output printed before a crash is not lost
/// in a buffer. Returns 0, or an errno value (ENOSYS off Linux).
int unwrap_open_raw_pty(int *master, int *slave);

/// Removes the file or folder at `path` and everything in it, at any depth: it works relative to open
/// descriptors (openat, unlinkat), never follows a symlink, and holds one descriptor at a time, so a
/// tree deeper than PATH_MAX or the descriptor limit goes too. Returns 0, or -1 with errno set.
int unwrap_remove_tree(const char *path);

#endif
