#!/usr/bin/env bash
# End-to-end tests of the terminal demo in a real terminal (a tmux pane): keys are sent as a
# person would type them, and the pane is read back as they would see it. Each check polls the
# pane until the expected text appears or a deadline passes.
set -euo pipefail
cd "$(dirname "$0")/.."

demo="$(swift build --show-bin-path)/workflow-demo"
[ -x "$demo" ] || { echo "error: $demo is missing; run swift build first" >&2; exit 1; }
socket="workflow-e2e-$$"
tmux_() { tmux -L "$socket" -f /dev/null "$@"; }
trap 'tmux_ kill-server 2>/dev/null || true' EXIT
failures=0

pane() { tmux_ capture-pane -p -t e2e; }
fail() { echo "FAIL: $1"; echo "--- pane:"; pane; echo "---"; failures=$((failures + 1)); }

# wait_for TEXT [SECONDS]: polls the pane until it shows TEXT.
wait_for() {
    local deadline=$((SECONDS + ${2:-10}))
    while [ $SECONDS -lt $deadline ]; do
        if pane | grep -qF -- "$1"; then return 0; fi
        sleep 0.1
    done
    return 1
}

# wait_gone TEXT [SECONDS]: polls the pane until it no longer shows TEXT.
wait_gone() {
    local deadline=$((SECONDS + ${2:-10}))
    while [ $SECONDS -lt $deadline ]; do
        if ! pane | grep -qF -- "$1"; then return 0; fi
        sleep 0.1
    done
    return 1
}

# expect TEXT DESCRIPTION: fails the test unless the pane shows TEXT soon.
expect() { wait_for "$1" || fail "$2 (expected: $1)"; }

keys() { tmux_ send-keys -t e2e "$@"; }

# start_shell: a fresh pane running a plain shell, 100×30.
start_shell() {
    tmux_ kill-session -t e2e 2>/dev/null || true
    # Killing the last session makes the tmux server exit; a client that connects while it is
    # exiting gets "server exited unexpectedly", so the new session is retried a few times.
    local attempt
    for attempt in 1 2 3 4 5 6 7 8 9 10; do
        if tmux_ new-session -d -s e2e -x 100 -y 30 "env -i PATH=/usr/bin:/bin TERM=xterm-256color HOME=/tmp SWIFT_BACKTRACE=interactive=no bash --norc --noprofile" 2>/dev/null; then
            break
        fi
        [ "$attempt" -lt 10 ] || { echo "error: tmux could not start a session" >&2; exit 1; }
        sleep 0.2
    done
    tmux_ set-option -t e2e remain-on-exit on >/dev/null
    keys "PS1='$ '" Enter
    wait_for '$ ' || fail "the shell did not start"
}

# start_demo [ARGS]: starts the demo in the shell, recording the terminal settings before and
# after it runs.
start_demo() {
    keys "clear; stty -g > /tmp/e2e-before-$$; ${demo_env:-} $demo $*; echo \"EXIT=\$?\"; stty -g > /tmp/e2e-after-$$" Enter
}

# run_demo: starts the demo and waits for its menu.
run_demo() {
    start_demo
    expect "Workflow gallery" "the demo shows its menu"
}

# expect_restored EXIT_CODE: the demo ended with EXIT_CODE and left the terminal as it found it.
expect_restored() {
    expect "EXIT=$1" "the demo exits with status $1"
    [ "$(tmux_ display -p -t e2e '#{alternate_on}')" = 0 ] || fail "the alternate screen is still on"
    [ "$(tmux_ display -p -t e2e '#{cursor_flag}')" = 1 ] || fail "the cursor is still hidden"
    wait_for '$ ' || true
    cmp -s "/tmp/e2e-before-$$" "/tmp/e2e-after-$$" || fail "stty settings differ after the demo"
}

echo "-- tic-tac-toe: a game won with the arrow keys"
start_shell
run_demo
keys Enter
expect "Ann (X) to play" "tic-tac-toe opens"
for key in Enter Down Enter Up Right Enter Down Enter Up Right Enter; do keys "$key"; done
expect "Ann (X) wins!" "X wins with the top row"
expect "[ X ] [ X ] [ X ]" "the board shows the winning row"
expect "n new game" "the footer offers a new game"
keys n
expect "Ann (X) to play" "n starts a new game"
wait_gone "[ X ]" || fail "the new game's board is empty"
keys Escape
expect "› Tic-tac-toe" "Escape goes back to the menu"
keys C-c
expect "Quit with Ctrl-C." "Ctrl-C quits"
expect_restored 0

echo "-- email browser: a message beside the inbox, then a resize"
start_shell
run_demo
keys Down Enter
expect "No message selected" "the email browser opens"
keys Down Enter
expect "From: Grace" "choosing a message shows it"
expect "There was a moth in relay 70, panel F." "the message text is shown"
tmux_ resize-window -t e2e -x 60 -y 20
# The two panels meet edge to edge: no divider between them.
if wait_for "└$(printf '─%.0s' $(seq 1 18))┘└" 10; then :; else fail "the split is laid out again for 60 columns"; fi
[ "$(pane | head -1 | wc -m)" -le 61 ] || fail "the first line is wider than the new 60 columns"
expect "From: Grace" "the message survives the resize"
keys C-c
expect_restored 0

echo "-- to-do: back stack list → detail → edit under navigation bars, and an alert before delete"
start_shell
run_demo
keys Down Down Enter
expect "[ ] Water the plants" "the to-do list opens"
keys Enter
expect "Not done yet." "Enter opens the item's details"
expect "‹ Back" "the item's bar has Back"
expect "[ Edit ]" "the item's bar has Edit"
pane | grep -F "‹ Back" | grep -qF "Water the plants" || fail "the item's bar holds its title"
expect "F2 edit" "the footer names the bar's trailing key"
keys F2
expect "Edit item" "F2 (the bar's Edit) opens the editor"
expect "[ Cancel ]" "the editor's bar has Cancel"
expect "[ Save ]" "the editor's bar has Save"
keys -l " today"
keys F2
expect "Water the plants today" "F2 (the bar's Save) shows the new title in the details"
wait_gone "[ Cancel ]" || fail "Save leaves the editor"
keys F2
expect "[ Cancel ]" "the editor again"
keys -l "!!!"
keys Escape
wait_gone "[ Cancel ]" || fail "Escape is the editor's Cancel"
pane | grep -qF "today!!!" && fail "Cancel drops the edit"
keys Right Enter
expect "Delete “Water the plants today”?" "Delete asks first, in an alert"
expect "It is gone for good." "the alert's message"
expect "[ Keep ]  [ Delete ]" "the alert's buttons"
keys Escape
wait_gone "Delete “Water" || fail "Escape answers Keep"
keys Enter Right Enter
expect "[ ] Write the release notes" "confirming goes back to the list"
wait_gone "Water the plants" || fail "the deleted item is no longer listed"
keys Escape
expect "› To-do list" "Escape at the bottom of the to-do stack goes back to the menu"
keys End Enter
expect "Bye." "Quit in the menu ends the demo"
expect_restored 0

# back_at_menu ENTRY: the tutorial is gone and the menu highlights ENTRY again.
back_at_menu() {
    wait_gone "Welcome" || fail "$2: the tutorial is still shown"
    wait_gone "All set" || fail "$2: the finish screen is still shown"
    expect "› $1" "$2: back at the menu"
}

# play_tutorial ENTRY: the same tutorial flow, whichever way ENTRY places it, ends at the menu
# on Skip, on OK, and on Escape from its first screen; Escape on its second screen goes back
# to the first.
play_tutorial() {
    keys Enter
    expect "┌ Welcome" "$1 opens on the welcome screen"
    expect "[ Skip ]  [ Next ]" "$1 shows Skip and Next"
    keys Enter
    back_at_menu "$1" "$1, Skip"
    keys Enter
    expect "┌ Welcome" "$1 opens again"
    keys Tab Enter
    expect "┌ All set" "$1: Next shows the finish screen"
    keys Enter
    back_at_menu "$1" "$1, OK"
    keys Enter
    expect "┌ Welcome" "$1 opens a third time"
    keys Tab Enter
    expect "┌ All set" "$1: Next again"
    keys Escape
    expect "┌ Welcome" "$1: Escape on the finish screen goes back to the welcome screen"
    wait_gone "All set" || fail "$1: the finish screen is still shown after Escape"
    keys Escape
    back_at_menu "$1" "$1, Escape from the first screen"
}

echo "-- the tutorial flow pushed, presented and in tabs"
start_shell
run_demo
keys Down Down Down Down Down
play_tutorial "Tutorial (pushed)"
keys Enter
expect "┌ Welcome" "the pushed tutorial opens"
tutorial_pane=$(pane)
grep -qF "Workflow gallery" <<<"$tutorial_pane" && fail "the pushed tutorial should cover the menu"
keys Escape
keys Down
play_tutorial "Tutorial (presented)"
keys Enter
expect "┌ Welcome" "the presented tutorial opens"
expect "┌ Workflow gallery" "the menu stays visible under the presented tutorial"
pane | grep -qE "^│   [A-Z][^│]*┌ Welcome ─+┐ +│$" || fail "the presented tutorial is a box over the menu"
keys Escape
keys Down
play_tutorial "Tutorial (in tabs)"
keys Enter
expect " About (Alt-1) │ Tutorial (Alt-2) │" "the tabbed tutorial shows a tab bar"
expect "┌ Welcome" "the tabbed tutorial opens on its own tab"
keys M-1
expect "┌ About" "Alt-1 shows the other tab"
keys M-2
expect "┌ Welcome" "Alt-2 shows the tutorial again"
keys Escape
back_at_menu "Tutorial (in tabs)" "Escape from the tabbed tutorial"
keys C-c
expect_restored 0

echo "-- sign-up: a masked password, a plan from a radio group, the terms box, then the profile"
start_shell
run_demo
keys End Up Enter
expect "┌ Sign up" "sign-up opens"
expect "[ ] I accept the terms" "the terms box starts clear"
expect "at least 8 characters" "the empty password field shows its placeholder"
keys -l "secret12"
expect "••••••••" "the password is masked"
pane | grep -qF "secret12" && fail "the password is shown in clear"
expect "Accept the terms to go on." "the status says what is still missing"
keys Tab Down Space
expect "(•) Pro" "Down and Space choose a plan in the radio group"
keys Tab Space
expect "[x] I accept the terms" "Space ticks the terms box"
expect "Ready: press Next." "the status says all is ready"
keys Tab Tab Enter
expect "Plan: Pro. Newsletter: no." "Next shows the profile step with the plan"
keys Escape
expect "┌ Sign up" "Escape goes back to the first step"
expect "(•) Pro" "the plan is kept"
keys Escape
expect "› Sign-up (child flow)" "Escape goes back to the menu"
keys C-c
expect_restored 0

echo "-- search and stopwatch: a spinner while searching, results, a ticking time and its bar"
start_shell
run_demo
expect "Ctrl-C quit" "the footer shows the quit key"
keys Down Down Down Enter
expect "Results appear as you type." "search opens"
expect "Ctrl-C quit" "search shows the footer"
keys -l "pro"
expect "Searching…" "a search under way says so"
expect "Structured Programming" "the results arrive"
expect "found." "the status counts them"
keys Escape
expect "› Search" "Escape goes back to the menu"
keys Down Enter
expect "[ Start ]" "the stopwatch opens"
expect "░░░░" "the minute's bar is empty"
keys Enter
expect "[ Pause ]" "Start becomes Pause"
expect "00:02" "the time ticks with no key pressed" 
pane | grep -qE "█|▏|▎|▍|▌|▋|▊|▉" || fail "the minute's bar fills as the seconds pass"
keys Enter
expect "[ Start ]" "Pause stops it"
keys Right Enter
expect "00:00" "Reset sets it back"
keys C-c
expect_restored 0

echo "-- the theme: colours from the 256-colour palette for TERM=xterm-256color, none under NO_COLOR"
start_shell
run_demo
tmux_ capture-pane -e -p -t e2e | grep -qF $'\e[38;5;' || fail "the theme's colours are written as 256-colour codes"
keys C-c
expect_restored 0
start_shell
demo_env="NO_COLOR=1" start_demo
expect "Workflow gallery" "the demo runs under NO_COLOR"
colours=$(tmux_ capture-pane -e -p -t e2e | grep -cE $'\e\\[([0-9;]*;)?(3[0-8]|9[0-7]|4[0-8]|10[0-7])[;m]' || true)
[ "$colours" = 0 ] || fail "NO_COLOR: $colours lines still set a colour"
tmux_ capture-pane -e -p -t e2e | grep -qF $'\e[1;7m' || fail "NO_COLOR: the focus is still shown (bold, inverse)"
keys C-c
expect_restored 0

echo "-- the mouse: a click opens a menu entry and presses a button; the wheel moves the list"
start_shell
run_demo
# click COLUMN ROW: an SGR mouse report for a left press and release at 1-based COLUMN, ROW, as
# a terminal sends them.
click() { keys -l $'\e[<0;'"$1;$2M"; keys -l $'\e[<0;'"$1;$2m"; }
row_of() { pane | grep -nF -- "$1" | head -1 | cut -d: -f1; }
click 6 "$(row_of "To-do list")"
expect "[ ] Water the plants" "a click on To-do list opens it"
click 8 "$(row_of "Add item")"
expect "Edit item" "a click on Add item presses it"
# Add item pushes the new item's details and its editor; a click on the bar's Cancel, then
# Escape, go back one at a time.
click 3 "$(row_of "[ Cancel ]")"
expect "‹ Back" "a click on the bar's Cancel leaves the editor for the new item's details"
expect "New item" "the new item's details"
keys Escape
expect "┌ To-do " "Escape goes back to the list"
keys Escape
expect "› To-do list" "back at the menu"
keys -l $'\e[<65;6;5M'
expect "› Search" "the wheel moves the highlight down"
keys C-c
expect_restored 0

echo "-- Ctrl-Z suspends to the shell with the terminal restored; fg brings the app back"
start_shell
keys "clear; stty -g > /tmp/e2e-before-$$; $demo" Enter
expect "Workflow gallery" "the demo shows its menu"
keys Down C-z
expect "Stopped" "Ctrl-Z stops the demo"
[ "$(tmux_ display -p -t e2e '#{alternate_on}')" = 0 ] || fail "suspended: the alternate screen is still on"
[ "$(tmux_ display -p -t e2e '#{cursor_flag}')" = 1 ] || fail "suspended: the cursor is still hidden"
[ "$(tmux_ display -p -t e2e '#{mouse_any_flag}#{mouse_standard_flag}')" = 00 ] || fail "suspended: mouse reports are still on"
keys "stty -g > /tmp/e2e-after-$$" Enter
sleep 0.3
cmp -s "/tmp/e2e-before-$$" "/tmp/e2e-after-$$" || fail "suspended: stty settings differ from the shell's"
keys "fg" Enter
expect "› Email browser" "fg brings the app back as it was"
keys Down
expect "› To-do list" "keys work again after fg (raw mode is back)"
[ "$(tmux_ display -p -t e2e '#{alternate_on}')" = 1 ] || fail "resumed: the alternate screen is off"
keys C-c
expect "Quit with Ctrl-C." "Ctrl-C quits after the resume"

echo "-- SIGTERM restores the terminal"
start_shell
run_demo
pkill -TERM -f "$demo" || fail "no demo process to signal"
expect_restored 143

echo "-- a second app in the same process: SIGTERM still restores the terminal and ends it"
start_shell
start_demo --twice
expect "Workflow gallery" "the first app shows its menu"
keys C-c
# The second app is on the alternate screen once the primary one (under it) reads "Again:".
deadline=$((SECONDS + 10))
until [ "$(tmux_ display -p -t e2e '#{alternate_on}')" = 1 ] && tmux_ capture-pane -a -p -t e2e 2>/dev/null | grep -qF "Again:"; do
    [ $SECONDS -lt $deadline ] || { fail "the second app did not start"; break; }
    sleep 0.1
done
expect "Workflow gallery" "the second app shows its menu"
pkill -TERM -f "$demo" || fail "no demo process to signal"
expect_restored 143

echo "-- a crash (a trap, SIGILL) restores the terminal before the backtrace"
start_shell
start_demo --crash-after-first-frame
expect_restored 132
# The message was written while the app owned the screen; it is replayed after the restore,
# above the backtrace (so read the scrollback too).
tmux_ capture-pane -p -S - -t e2e | grep -qF "Fatal error: crash requested by --crash-after-first-frame" \
    || fail "the crash message is shown on the restored screen"

echo "-- a crash with --log-file: the message is in the log, and the restored screen names it"
start_shell
log="/tmp/e2e-log-$$"
rm -f "$log"
start_demo --log-file "$log" --crash-after-first-frame
expect_restored 132
grep -qF "Fatal error: crash requested by --crash-after-first-frame" "$log" || fail "the crash message is in the log file"
tmux_ capture-pane -p -S - -t e2e | grep -qF "[standard error was written to $log]" || fail "the restored screen names the log file"
rm -f "$log"

echo "-- no terminal: a clear error instead of garbled output"
if output=$(echo | "$demo" 2>&1); then fail "the demo ran without a terminal"; fi
grep -q "standard input is not a terminal" <<<"$output" || { echo "$output"; fail "the error names standard input"; }

rm -f /tmp/e2e-before-$$ /tmp/e2e-after-$$
if [ "$failures" -gt 0 ]; then
    echo "terminal end-to-end tests: $failures failed"
    exit 1
fi
echo "terminal end-to-end tests passed"
