package main

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"

	"claimsite/internal/config"
	"claimsite/internal/store"
)

// errLocked means another process holds a SQLite database's lock.
var errLocked = errors.New("locked")

// lockDatabase takes the lock of the SQLite database at path (the file
// <path>.lock beside it) for purpose: serve holds it for its lifetime,
// restore while it replaces the file. held names the process that has it
// when err is errLocked.
func lockDatabase(path, purpose string) (release func(), held string, err error) {
	if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
		return nil, "", fmt.Errorf("create data dir: %w", err)
	}
	return lockFile(path+".lock", purpose)
}

// openServing is open for serve: on SQLite it first takes the database's
// lock, so that claimsite restore can tell a server is running on the
// file, and a second server on the same file refuses to start (SQLite is
// one process's database; several instances need PostgreSQL).
func openServing(ctx context.Context, args []string) (config.Config, *store.Store, func(), error) {
	cfg, err := loadConfig(args)
	if err != nil {
		return cfg, nil, nil, err
	}
	release := func() {}
	path, sqlite, err := store.SQLitePath(cfg.DatabaseURL, cfg.DataDir)
	if err != nil {
		return cfg, nil, nil, err
	}
	if sqlite {
		var held string
		release, held, err = lockDatabase(path, "serve")
		if errors.Is(err, errLocked) {
			return cfg, nil, nil, fmt.Errorf("the database %s is in use by another claimsite process (%s): one server per SQLite database (several instances need PostgreSQL)", path, orUnknown(held))
		}
		if err != nil {
			return cfg, nil, nil, err
		}
	}
	st, err := store.Open(ctx, cfg.DatabaseURL, cfg.DataDir)
	if err != nil {
		release()
		return cfg, nil, nil, err
	}
	return cfg, st, release, nil
}

// orUnknown describes the lock holder's note ("1234 serve").
func orUnknown(held string) string {
	if held == "" {
		return "process unknown"
	}
	return "pid " + held
}
