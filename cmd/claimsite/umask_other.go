//go:build !unix

package main

// restrictUmask does nothing where there is no umask; the store and media
// packages still create their files owner-only.
func restrictUmask() int { return 0 }
