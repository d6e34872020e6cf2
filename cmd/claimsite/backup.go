package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"os"

	"claimsite/internal/store"
)

// claimsite backup and claimsite restore (decision 030). They print what
// they did for the operator on standard output: files, sizes, counts,
// never a lead's contents.

const postgresBackupHelp = `This database is PostgreSQL: claimsite backup copies SQLite databases only.
Back PostgreSQL up with pg_dump while the site runs (one consistent snapshot):

    pg_dump --format=custom --file=claimsite-$(date -u +%Y%m%dT%H%M%SZ).dump "$CLAIMSITE_DATABASE_URL"

and keep each instance's <data dir>/erasures.jsonl with the dumps (the erasure list,
no personal data). See docs/operations.md, "Backups and restore".
`

const postgresRestoreHelp = `This database is PostgreSQL: claimsite restore puts SQLite backups in place only.
Restore a pg_dump archive with pg_restore, every instance stopped:

    pg_restore --clean --if-exists --no-owner --dbname="$CLAIMSITE_DATABASE_URL" FILE.dump

then start the instances: each one migrates the database forward if the dump is older,
and erases again, before it serves, every lead of the erasure list (the database's and
<data dir>/erasures.jsonl) that the dump brought back. See docs/operations.md.
`

func backup(ctx context.Context, _ *slog.Logger, args []string) error {
	return runBackup(ctx, os.Stdout, args)
}

func runBackup(ctx context.Context, w io.Writer, args []string) error {
	var out string
	var force bool
	cfg, err := loadConfig(args, func(fl *flag.FlagSet) {
		fl.StringVar(&out, "out", "", "file to write the copy to")
		fl.BoolVar(&force, "force", false, "replace --out if it exists")
	})
	if err != nil {
		return err
	}
	if _, sqlite, err := store.SQLitePath(cfg.DatabaseURL, cfg.DataDir); err != nil {
		return err
	} else if !sqlite {
		io.WriteString(w, postgresBackupHelp)
		return errors.New("backup: not made: use pg_dump for PostgreSQL")
	}
	if out == "" {
		return errors.New("backup needs --out FILE")
	}
	info, err := store.BackupSQLite(ctx, cfg.DatabaseURL, cfg.DataDir, out, force)
	if errors.Is(err, store.ErrFileExists) {
		return fmt.Errorf("backup: %s already exists; pass --force to replace it", out)
	}
	if err != nil {
		return err
	}
	fmt.Fprintf(w, "backup written: %s (%s, %d leads, schema version %d, integrity check ok)\n",
		info.Path, byteSize(info.Size), info.Leads, info.SchemaVersion)
	if info.Newer {
		fmt.Fprintln(w, "note: a newer claimsite release made this database: restore the backup with that release (this binary refuses to)")
	}
	return nil
}

func restore(ctx context.Context, _ *slog.Logger, args []string) error {
	return runRestore(ctx, os.Stdout, args)
}

// runRestore puts a SQLite backup in place: never while a server runs on
// the database, never over an existing database without --force, never a
// backup that fails its check; then opens it (migrating it forward) and
// erases again the leads of the erasure list.
func runRestore(ctx context.Context, w io.Writer, args []string) error {
	var from string
	var force bool
	cfg, err := loadConfig(args, func(fl *flag.FlagSet) {
		fl.StringVar(&from, "from", "", "the backup file to restore (made by claimsite backup)")
		fl.BoolVar(&force, "force", false, "replace the existing database (it is kept as <file>.before-restore)")
	})
	if err != nil {
		return err
	}
	path, sqlite, err := store.SQLitePath(cfg.DatabaseURL, cfg.DataDir)
	if err != nil {
		return err
	}
	if !sqlite {
		io.WriteString(w, postgresRestoreHelp)
		return errors.New("restore: nothing restored: use pg_restore for PostgreSQL")
	}
	if from == "" {
		return errors.New("restore needs --from FILE")
	}
	release, held, err := lockDatabase(path, "restore")
	if errors.Is(err, errLocked) {
		return fmt.Errorf("restore: a claimsite server is running on %s (%s): stop it first; restore never replaces a database in use, --force or not", path, orUnknown(held))
	}
	if err != nil {
		return err
	}
	defer release()
	if info, err := os.Stat(from + "-wal"); err == nil && info.Size() > 0 {
		fmt.Fprintf(w, "warning: %s-wal lies beside the backup: %s alone may lack the last writes (claimsite backup makes files that need no -wal)\n", from, from)
	}
	done, err := store.RestoreSQLite(ctx, from, cfg.DatabaseURL, cfg.DataDir, force)
	if errors.Is(err, store.ErrFileExists) {
		return fmt.Errorf("restore: there is already a database at %s; pass --force to replace it (it is kept as %s.before-restore)", path, path)
	}
	if err != nil {
		return fmt.Errorf("restore: nothing replaced: %w", err)
	}
	st, err := store.Open(ctx, cfg.DatabaseURL, cfg.DataDir)
	if err != nil {
		return fmt.Errorf("restore: the restored database at %s does not open: %w", path, err)
	}
	defer st.Close()
	erased, err := st.ApplyErasureList(ctx)
	if err != nil {
		return fmt.Errorf("restore: apply the erasure list: %w", err)
	}
	accounts, err := st.ApplyAccountErasures(ctx)
	if err != nil {
		return fmt.Errorf("restore: apply the erasure list of accounts: %w", err)
	}
	version, err := st.Version(ctx)
	if err != nil {
		return err
	}
	b := done.Backup
	fmt.Fprintf(w, "restored %s into %s (%s, %d leads, schema version %d", b.Path, done.Path, byteSize(b.Size), b.Leads, b.SchemaVersion)
	if version != b.SchemaVersion {
		fmt.Fprintf(w, ", migrated to %d", version)
	}
	fmt.Fprintln(w, ", integrity check ok)")
	if done.Previous != "" {
		fmt.Fprintf(w, "the database it replaced is kept as %s\n", done.Previous)
	}
	fmt.Fprintf(w, "erased again from the erasure list: %d leads\n", erased)
	if accounts > 0 {
		fmt.Fprintf(w, "deleted again from the erasure list: %d accounts\n", accounts)
	}
	return nil
}

// byteSize writes n bytes for a person: 512 B, 3.4 MB.
func byteSize(n int64) string {
	const unit = 1000
	if n < unit {
		return fmt.Sprintf("%d B", n)
	}
	div, exp := int64(unit), 0
	for m := n / unit; m >= unit; m /= unit {
		div *= unit
		exp++
	}
	return fmt.Sprintf("%.1f %cB", float64(n)/float64(div), "kMGTPE"[exp])
}
