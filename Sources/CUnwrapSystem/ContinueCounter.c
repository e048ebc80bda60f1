// Counts SIGCONTs, and notes the count when a SIGTSTP comes, both from signal handlers, so unwrap
// can tell whether it was continued (`fg`) before it got round to stopping itself. A shell tracks only
// its own child: when a wrapper script started unwrap, the wrapper stops at Ctrl-Z at once, the shell
// calls the job stopped, and a quick `fg` continues it before unwrap, still putting the terminal back,
// has stopped; stopping after that left unwrap stopped with nothing to continue it.
#include "CUnwrapSystem.h"

#include <signal.h>
#include <string.h>

static volatile sig_atomic_t continues = 0;
static volatile sig_atomic_t continuesAtStop = 0;

static void unwrap_on_continue(int signal) {
  (void)signal;
  continues = continues + 1;
}

int unwrap_count_continues(void) {
  struct sigaction action;
  memset(&action, 0, sizeof action);
  action.sa_handler = unwrap_on_continue;
  sigemptyset(&action.sa_mask);
  action.sa_flags = SA_RESTART;
  return sigaction(SIGCONT, &action, NULL);
}

void unwrap_note_stop_request(void) { continuesAtStop = continues; }

int unwrap_continued_since_stop_request(void) { return continues != continuesAtStop; }
