#define _GNU_SOURCE
#include "CUnwrapSystem.h"

#include <errno.h>
#include <spawn.h>

#if defined(__linux__)
#include <sys/prctl.h>
#endif

int unwrap_become_child_subreaper(void) {
#if defined(__linux__)
  return prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0);
#else
  return -1;
#endif
}

int unwrap_spawn_add_chdir(posix_spawn_file_actions_t *actions, const char *path) {
#if defined(__linux__) && defined(__GLIBC__) && (__GLIBC__ > 2 || (__GLIBC__ == 2 && __GLIBC_MINOR__ >= 29))
  return posix_spawn_file_actions_addchdir_np(actions, path);
#elif defined(__APPLE__)
  return posix_spawn_file_actions_addchdir_np(actions, path);
#else
  (void)actions;
  (void)path;
  return ENOSYS;
#endif
}

int unwrap_spawn_close_inherited(posix_spawn_file_actions_t *actions, posix_spawnattr_t *attributes,
                                 short *flags) {
  (void)attributes;
#if defined(__linux__) && defined(__GLIBC__) && (__GLIBC__ > 2 || (__GLIBC__ == 2 && __GLIBC_MINOR__ >= 34))
  (void)flags;
  return posix_spawn_file_actions_addclosefrom_np(actions, 3);
#elif defined(__APPLE__)
  (void)actions;
  *flags |= POSIX_SPAWN_CLOEXEC_DEFAULT;
  return 0;
#else
  (void)actions;
  (void)flags;
  return ENOSYS;
#endif
}
