import { PageBanner } from '@/components/PageBanner'
import { Pagination } from '@/components/Pagination'
import { QueryStatus } from '@/components/QueryStatus'
import { usePosts } from '@/features/blog/api/get-posts'
import { PostCard } from '@/features/blog/components/PostCard'
import { useHead } from '@/lib/head'
import { useErrorToast } from '@/lib/use-error-toast'
import { usePageParam } from '@/lib/use-page-param'

export default function BlogListPage() {
  useHead({
    title: 'Blog',
    description: 'Guides and news on accident claims: what to do after a crash, dealing with insurers, deadlines and your rights.',
  })
  const [page, setPage] = usePageParam('posts')
  const posts = usePosts(page)
  useErrorToast(posts.error, 'Failed to load posts', 'posts-load')

  return (
    <>
      <PageBanner title="Blog" subtitle="Practical guides for the weeks after an accident." />
      <section className="section">
        <div className="container">
          <h2 id="posts" className="visually-hidden">
            Articles
          </h2>
          <QueryStatus isPending={posts.isPending} isError={posts.isError} />
          {posts.data && posts.data.data.length === 0 ? <p>No articles have been published yet.</p> : null}
          <div className="row g-4">
            {(posts.data?.data ?? []).map((post) => (
              <div key={post.id} className="col-sm-6 col-lg-4">
                <PostCard post={post} />
              </div>
            ))}
          </div>
          {posts.data ? <Pagination meta={posts.data} label="Blog pages" onPageChange={setPage} /> : null}
        </div>
      </section>
    </>
  )
}
