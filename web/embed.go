// Package web embeds the built React app (web/dist, made by `make build`)
// into the claimsite binary.
package web

import (
	"embed"
	"io/fs"
)

//go:embed all:dist
var dist embed.FS

// Dist is the built app: index.html at its root, hashed files in assets/.
func Dist() fs.FS {
	sub, err := fs.Sub(dist, "dist")
	if err != nil {
		panic(err) // cannot happen: "dist" is a valid path
	}
	return sub
}
