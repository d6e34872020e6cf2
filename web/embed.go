// Package web embeds the built React app (web/dist, made by `make build`)
// into the claimsite binary.
package web

import (
	"embed"
	"io/fs"
)

//go:embed all:dist
var dist embed.FS

// RouteTable is src/config/routes.json, the one route table the server and
// the app both read.
//
//go:embed src/config/routes.json
var RouteTable []byte

// ServerBundle is the server renderer (web/dist-server/render.js, made by
// `make build`), which package ssr runs.
//
//go:embed dist-server/render.js
var ServerBundle []byte

// Dist is the built app: index.html at its root, hashed files in assets/.
func Dist() fs.FS {
	sub, err := fs.Sub(dist, "dist")
	if err != nil {
		panic(err) // cannot happen: "dist" is a valid path
	}
	return sub
}
