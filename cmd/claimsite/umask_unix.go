//go:build unix

package main

import "syscall"

// restrictUmask makes every file and folder the process creates readable by
// its owner only (the database, its -wal and -shm, backups, uploads), even
// ones created by code that passes a looser mode. It returns the old mask.
func restrictUmask() int { return syscall.Umask(0o077) }
