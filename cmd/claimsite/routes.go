package main

import (
	"encoding/json"
	"flag"
	"os"

	"claimsite/internal/httpapi"
)

// routes prints the route table as JSON, one array of {method, pattern,
// access}: what the HTTP sweep of make verify (tools/sweep) walks. Hidden
// from the usage text: it is for tools, not operators.
func routes(args []string) error {
	fs := flag.NewFlagSet("routes", flag.ContinueOnError)
	if err := fs.Parse(args); err != nil {
		return err
	}
	enc := json.NewEncoder(os.Stdout)
	enc.SetIndent("", "  ")
	return enc.Encode(httpapi.Routes())
}
