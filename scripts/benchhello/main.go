// Command benchhello is the yardstick of `make bench`: the plainest Go
// JSON server, so claimsite's figures can be read as a share of what
// net/http itself does on this machine.
package main

import (
	"encoding/json"
	"log"
	"net/http"
	"os"
)

func main() {
	addr := "127.0.0.1:18090"
	if len(os.Args) > 1 {
		addr = os.Args[1]
	}
	http.HandleFunc("GET /hello", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		json.NewEncoder(w).Encode(map[string]string{"message": "hello, world"})
	})
	log.Fatal(http.ListenAndServe(addr, nil))
}
