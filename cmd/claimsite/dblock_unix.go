//go:build unix

package main

import (
	"errors"
	"fmt"
	"os"
	"strconv"
	"strings"
	"syscall"
)

// lockFile takes the exclusive lock on the file at path (created 0600 if
// missing) without waiting, and writes this process's id and purpose into
// it. The kernel lets go of the lock when the process ends, however it
// ends (kill -9 too), so a crash never leaves a stale lock. When another
// process holds it, held is what that process wrote ("1234 serve").
func lockFile(path, purpose string) (release func(), held string, err error) {
	f, err := os.OpenFile(path, os.O_RDWR|os.O_CREATE, 0o600)
	if err != nil {
		return nil, "", err
	}
	if err := syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB); err != nil {
		b := make([]byte, 64)
		n, _ := f.ReadAt(b, 0)
		f.Close()
		if errors.Is(err, syscall.EWOULDBLOCK) {
			return nil, strings.TrimSpace(string(b[:n])), errLocked
		}
		return nil, "", fmt.Errorf("lock %s: %w", path, err)
	}
	// Best effort: the id only makes the refusal's message more useful.
	if err := f.Truncate(0); err == nil {
		f.WriteAt([]byte(strconv.Itoa(os.Getpid())+" "+purpose+"\n"), 0)
	}
	return func() { f.Close() }, "", nil
}
