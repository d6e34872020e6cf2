import { paths } from '@/config/paths'
import {
  AdminIcon,
  AdminImage,
  AdminPageHeader,
  CrudTable,
  MissingSpanishNote,
  SpanishStatus,
  ViewModal,
  type AdminColumn,
} from '@/components/admin'
import { missingSpanish } from '@/lib/admin/spanish'
import { useAdminCrud } from '@/lib/admin/use-admin-crud'
import { useHead } from '@/lib/head'
import { useCreatePost } from './api/create-post'
import { useDeletePost } from './api/delete-post'
import { useAdminPosts } from './api/get-admin-posts'
import { useUpdatePost } from './api/update-post'
import { PostFormModal } from './components/PostFormModal'
import { PostStatusBadge } from './components/PostStatusBadge'
import { formatDateTime, isLive } from './dates'
import type { AdminPost, PostFormValues, PostSaved } from './types'
import './admin-blog.scss'

const columns: ReadonlyArray<AdminColumn<AdminPost>> = [
  { header: 'Title', cell: (post) => post.title },
  { header: 'Slug', cell: (post) => <code>{post.slug}</code> },
  { header: 'Spanish', cell: (post) => (post.es ? <code lang="es">{post.es.slug}</code> : <SpanishStatus es={null} />) },
  { header: 'Status', cell: (post) => <PostStatusBadge post={post} /> },
  {
    header: 'Published at',
    cell: (post) => (post.published_at ? <time dateTime={post.published_at}>{formatDateTime(post.published_at)}</time> : '—'),
  },
  { header: 'Image', cell: (post) => <AdminImage path={post.path} alt={post.title} /> },
]

/** /admin/blog: the blog posts, drafts included (the Services pattern, plus an 'open' link for live posts). */
export default function BlogAdminPage() {
  useHead({ title: 'Blog' })
  const crud = useAdminCrud<AdminPost, PostFormValues, PostSaved>({
    create: useCreatePost(),
    update: useUpdatePost(),
    remove: useDeletePost(),
    deletedMessage: 'Blog post deleted successfully',
  })
  const posts = useAdminPosts(crud.page)
  const { viewing, editingRecord } = crud

  return (
    <div className="admin-page">
      <AdminPageHeader title="Blog" intro="Posts of the site's blog; drafts stay private until published." onAdd={crud.startAdd} />
      <MissingSpanishNote count={missingSpanish(posts.data)} records="posts" />
      <CrudTable
        crud={crud}
        query={posts}
        caption="Blog posts"
        columns={columns}
        emptyText="No posts yet. Use 'Add New' to write the first one."
        label={(post) => post.title}
        extraActions={(post) =>
          isLive(post) ? (
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
          ) : null
        }
      />

      <ViewModal open={viewing !== null} title={viewing?.title ?? ''} onClose={crud.closeView}>
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
            {viewing.es ? (
              <p className="post-view__meta">
                Spanish: {viewing.es.title} <code>/es/blog/{viewing.es.slug}</code>
              </p>
            ) : (
              <SpanishStatus es={null} />
            )}
          </>
        ) : null}
      </ViewModal>

      <PostFormModal key={crud.formKey} open={crud.formOpen} post={editingRecord} onClose={crud.closeForm} onSubmit={crud.save} />
    </div>
  )
}
