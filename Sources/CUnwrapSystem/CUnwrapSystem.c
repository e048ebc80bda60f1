#define _GNU_SOURCE
#include "CUnwrapSystem.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <spawn.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

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

int unwrap_refuse_inspection(void) {
#if defined(__linux__)
  return prctl(PR_SET_DUMPABLE, 0, 0, 0, 0);
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

/// One level of the folder being removed: its identity, to check that ".." leads back to it.
struct unwrap_level {
  dev_t device;
  ino_t inode;
};

/// Opens `name` in `parent` as a directory without following a symlink; a directory the learner made
/// unreadable is given back to its owner (us) first.
static int unwrap_open_directory(int parent, const char *name) {
  int fd = openat(parent, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
  if (fd < 0 && errno == EACCES && fchmodat(parent, name, 0700, 0) == 0) {
    fd = openat(parent, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
  }
  return fd;
}

int unwrap_remove_tree(const char *path) {
  if (unlink(path) == 0) return 0;
  int fd = open(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
  if (fd < 0) return errno == ENOENT ? 0 : -1;
  size_t capacity = 64, depth = 0;
  struct unwrap_level *levels = malloc(capacity * sizeof *levels);
  struct stat info;
  if (levels == NULL || fstat(fd, &info) != 0) goto fail;
  levels[0].device = info.st_dev;
  levels[0].inode = info.st_ino;
  // Bounds the work should something keep refilling the tree (nothing of the learner's still runs).
  for (long steps = 0; steps < 100000000L; steps++) {
    (void)fchmod(fd, 0700);
    int listing = dup(fd);
    DIR *directory = listing < 0 ? NULL : fdopendir(listing);
    if (directory == NULL) {
      if (listing >= 0) close(listing);
      goto fail;
    }
    int child = -1;
    struct dirent *entry;
    while ((entry = readdir(directory)) != NULL) {
      const char *name = entry->d_name;
      if (strcmp(name, ".") == 0 || strcmp(name, "..") == 0) continue;
      if (unlinkat(fd, name, 0) == 0 || errno == ENOENT) continue;
      if (errno != EISDIR && errno != EPERM) break;
      if (unlinkat(fd, name, AT_REMOVEDIR) == 0 || errno == ENOENT) continue;
      if (errno != ENOTEMPTY && errno != EEXIST) break;
      child = unwrap_open_directory(fd, name);
      break;
    }
    int stopped = entry != NULL && child < 0;
    closedir(directory);
    if (stopped) goto fail;
    if (child >= 0) {
      // One level down: only the identities are kept, never a descriptor per level, so any depth
      // fits within the descriptor limit.
      if (fstat(child, &info) != 0) {
        close(child);
        goto fail;
      }
      if (++depth == capacity) {
        capacity *= 2;
        struct unwrap_level *grown = realloc(levels, capacity * sizeof *levels);
        if (grown == NULL) {
          close(child);
          goto fail;
        }
        levels = grown;
      }
      levels[depth].device = info.st_dev;
      levels[depth].inode = info.st_ino;
      close(fd);
      fd = child;
      continue;
    }
    // This level is empty.
    if (depth == 0) {
      close(fd);
      free(levels);
      return rmdir(path);
    }
    int parent = openat(fd, "..", O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (parent < 0 || fstat(parent, &info) != 0 || info.st_dev != levels[depth - 1].device ||
        info.st_ino != levels[depth - 1].inode) {
      // The tree moved underneath: stop rather than remove anything outside it.
      if (parent >= 0) close(parent);
      goto fail;
    }
    close(fd);
    fd = parent;
    depth--;
  }
fail:
  close(fd);
  free(levels);
  return -1;
}
