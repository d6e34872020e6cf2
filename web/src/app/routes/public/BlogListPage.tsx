import { PageBanner } from '@/components/PageBanner'
import { Pagination } from '@/components/Pagination'
import { QueryStatus } from '@/components/QueryStatus'
import { usePosts } from '@/features/blog/api/get-posts'
import { PostCard } from '@/features/blog/components/PostCard'
import { useHead } from '@/lib/head'
import { useErrorToast } from '@/lib/use-error-toast'
import { usePageParam } from '@/lib/use-page-param'
import { useTranslator } from '@/i18n/I18nProvider'

export default function BlogListPage() {
  const { t } = useTranslator()
  useHead({ title: t('nav.blog'), description: t('blog.head.description') })
  const [page, setPage] = usePageParam('posts')
  const posts = usePosts(page)
  useErrorToast(posts.error, t('blog.failed'), 'posts-load')

  return (
    <>
      <PageBanner title={t('nav.blog')} subtitle={t('blog.subtitle')} />
      <section className="section">
        <div className="container">
          <h2 id="posts" className="visually-hidden">
            {t('blog.articles')}
          </h2>
          <QueryStatus isPending={posts.isPending} isError={posts.isError} />
          {posts.data && posts.data.data.length === 0 ? <p>{t('blog.none')}</p> : null}
          <div className="row g-4">
            {(posts.data?.data ?? []).map((post) => (
              <div key={post.id} className="col-sm-6 col-lg-4">
                <PostCard post={post} />
              </div>
            ))}
          </div>
          {posts.data ? <Pagination meta={posts.data} label={t('blog.pages')} onPageChange={setPage} /> : null}
        </div>
      </section>
    </>
  )
}
