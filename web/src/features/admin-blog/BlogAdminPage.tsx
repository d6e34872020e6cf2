import { useState } from 'react'
import { paths } from '@/config/paths'
import {
  AdminIcon,
  AdminImage,
  AdminPageHeader,
  AdminTable,
  ConfirmDeleteModal,
  reportAdminError,
  RowActions,
  ViewModal,
  type AdminColumn,
} from '@/components/admin'
import { useAdminPage } from '@/lib/admin/use-admin-page'
import { useHead } from '@/lib/head'
import { notifySuccess } from '@/lib/notify'
import { useCreatePost } from './api/create-post'
import { useDeletePost } from './api/delete-post'
import { useAdminPosts } from './api/get-admin-posts'
import { useUpdatePost } from './api/update-post'
import { PostFormModal } from './components/PostFormModal'
import { PostStatusBadge } from './components/PostStatusBadge'
import { formatDateTime, isLive } from './dates'
import type { AdminPost, PostFormValues } from './types'
import './admin-blog.scss'

const columns: ReadonlyArray<AdminColumn<AdminPost>> = [
  { header: 'Title', cell: (post) => post.title },
  { header: 'Slug', cell: (post) => <code>{post.slug}</code> },
  { header: 'Status', cell: (post) => <PostStatusBadge post={post} /> },
  { header: 'Published at', cell: (post) => (post.published_at ? <time dateTime={post.published_at}>{formatDateTime(post.published_at)}</time> : '—') },
  { header: 'Image', cell: (post) => <AdminImage path={post.path} alt={post.title} /> },
]

type Editing = { mode: 'add' } | { mode: 'edit'; post: AdminPost } | null

/** /admin/blog: the blog posts, drafts included (the Services pattern, plus an 'open' link for live posts). */
export default function BlogAdminPage() {
  useHead({ title: 'Blog' })
  const [page, setPage] = useAdminPage()
  const posts = useAdminPosts(page)
  const create = useCreatePost()
  const update = useUpdatePost()
  const remove = useDeletePost()

  const [viewing, setViewing] = useState<AdminPost | null>(null)
  const [editing, setEditing] = useState<Editing>(null)
  const [deleting, setDeleting] = useState<AdminPost | null>(null)

  const save = async (values: PostFormValues) => {
    if (editing?.mode === 'edit') return update.mutateAsync({ id: editing.post.id, values })
    const answer = await create.mutateAsync(values)
    setPage(1)
    return answer
  }

  const confirmDelete = async () => {
    if (!deleting) return
    try {
      const answer = await remove.mutateAsync(deleting.id)
      setDeleting(null)
      notifySuccess(answer.message || 'Blog post deleted successfully')
    } catch (error) {
      reportAdminError(error)
    }
  }

  return (
    <div className="admin-page">
      <AdminPageHeader title="Blog" intro="Posts of the site's blog; drafts stay private until published." onAdd={() => setEditing({ mode: 'add' })} />
      <div className="admin-card">
        <AdminTable
          caption="Blog posts"
          columns={columns}
          page={posts.data}
          rowKey={(post) => post.id}
          isPending={posts.isPending}
          isError={posts.isError}
          emptyText="No posts yet. Use 'Add New' to write the first one."
          onPageChange={setPage}
          actions={(post) => (
            <div className="post-row-actions">
              <RowActions
                label={post.title}
                onView={() => setViewing(post)}
                onEdit={() => setEditing({ mode: 'edit', post })}
                onDelete={() => setDeleting(post)}
              />
              {isLive(post) ? (
                <a
                  className="admin-icon-button"
                  href={paths.blogPost(post.slug)}
                  target="_blank"
                  rel="noopener"
                  aria-label={`Open ${post.title} on the site (new tab)`}
                  title="Open on the site"
                >
                  <AdminIcon name="globe" />
                </a>
              ) : null}
            </div>
          )}
        />
      </div>

      <ViewModal open={viewing !== null} title={viewing?.title ?? ''} onClose={() => setViewing(null)}>
        {viewing ? (
          <>
            <AdminImage path={viewing.path} alt={viewing.title} variant="full" />
            <p className="post-view__meta">
              <PostStatusBadge post={viewing} /> <code>/blog/{viewing.slug}</code>
              {viewing.published_at ? <> · {formatDateTime(viewing.published_at)}</> : null}
            </p>
            {viewing.excerpt ? <p className="lead fs-6">{viewing.excerpt}</p> : null}
            {/* Sanitized by the server on save (internal/richtext allow-list). */}
            <div className="rich-text admin-view__html" dangerouslySetInnerHTML={{ __html: viewing.body }} />
          </>
        ) : null}
      </ViewModal>

      <PostFormModal
        key={editing?.mode === 'edit' ? `edit-${editing.post.id}` : 'add'}
        open={editing !== null}
        post={editing?.mode === 'edit' ? editing.post : null}
        onClose={() => setEditing(null)}
        onSubmit={save}
      />

      <ConfirmDeleteModal
        open={deleting !== null}
        itemTitle={deleting?.title ?? ''}
        onCancel={() => setDeleting(null)}
        onConfirm={() => void confirmDelete()}
        pending={remove.isPending}
      />
    </div>
  )
}
