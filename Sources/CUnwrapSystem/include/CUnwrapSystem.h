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

/// Caps the writable memory (RLIMIT_DATA) and the CPU time (RLIMIT_CPU) of the running process `pid`,
/// soft and hard, so neither it nor anything it starts later can raise them; 0 leaves a limit as it
/// is. Linux only (prlimit). Returns 0, or an errno value (ENOSYS elsewhere).
int unwrap_limit_process(pid_t pid, unsigned long long dataBytes, unsigned long long cpuSeconds);

/// Removes the file or folder at `path` and everything in it, at any depth: it works relative to open
/// descriptors (openat, unlinkat), never follows a symlink, and holds one descriptor at a time, so a
/// tree deeper than PATH_MAX or the descriptor limit goes too. Returns 0, or -1 with errno set.
int unwrap_remove_tree(const char *path);

#endif
