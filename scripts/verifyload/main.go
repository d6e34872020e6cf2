// Command verifyload is the load generator and checker of `make verify`
// (scripts/verify.sh): the steps 10-crash.sh, 20-soak.sh and
// 30-instances.sh drive the real binary with it and ask it whether what
// the product acknowledged is what it stored and delivered.
//
//	verifyload wait URL [TIMEOUT]            wait until URL answers 200
//	verifyload createdb POSTGRES_URL NAME     (re)create database NAME, print its URL
//	verifyload dropdb POSTGRES_URL NAME       drop database NAME
//	verifyload workers POSTGRES_URL           sent deliveries per instance's worker
//	verifyload hook --addr --secret [--delay] a partner's webhook receiver
//	verifyload hookstats HOOK_URL             print "requests in_flight" of a receiver
//	verifyload partner --url --hook ...       create the partner that takes the leads
//	verifyload leads --url A[,B] --out FILE   submit leads, record what was acknowledged
//	verifyload check --url A[,B] --acked ...  every acknowledged lead stored once, every routed lead delivered
//	verifyload soak --url --pid ...           mixed traffic, latency per class, memory
//	verifyload shared --url A,B ...           sessions and content changes seen by both instances
//
// Every subcommand prints what it found; its last line is its summary, and
// it exits 1 when a check failed, 2 on a usage or set-up error.
package main

import (
	"fmt"
	"os"
)

func main() {
	if len(os.Args) < 2 {
		usage()
	}
	args := os.Args[2:]
	var err error
	switch os.Args[1] {
	case "wait":
		err = runWait(args)
	case "createdb":
		err = runCreateDB(args)
	case "dropdb":
		err = runDropDB(args)
	case "workers":
		err = runWorkers(args)
	case "hook":
		err = runHook(args)
	case "hookstats":
		err = runHookStats(args)
	case "partner":
		err = runPartner(args)
	case "leads":
		err = runLeads(args)
	case "check":
		err = runCheck(args)
	case "soak":
		err = runSoak(args)
	case "shared":
		err = runShared(args)
	default:
		usage()
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "verifyload "+os.Args[1]+":", err)
		if _, failed := err.(checkFailed); failed {
			os.Exit(1)
		}
		os.Exit(2)
	}
}

func usage() {
	fmt.Fprintln(os.Stderr, "usage: verifyload wait|createdb|dropdb|workers|hook|hookstats|partner|leads|check|soak|shared [flags] (see the package comment)")
	os.Exit(2)
}

// checkFailed is a check that ran and found a problem (exit 1), as
// opposed to one that could not run (exit 2).
type checkFailed string

func (c checkFailed) Error() string { return string(c) }
