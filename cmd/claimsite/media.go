package main

import (
	"context"
	"log/slog"

	"claimsite/internal/media"
)

// importUploads moves the images an installation kept as files under
// CLAIMSITE_STORAGE_DIR (before decision 029) into the database, once:
// the folder is renamed after, and an installation without it does
// nothing. Logs counts and folders only.
func importUploads(ctx context.Context, log *slog.Logger, m *media.Store, storageDir string) error {
	done, err := m.ImportDir(ctx, storageDir)
	if err != nil {
		return err
	}
	if done.MovedTo != "" {
		log.Info("uploads imported into the database", "files", done.Files, "folder_kept_as", done.MovedTo)
	}
	return nil
}
