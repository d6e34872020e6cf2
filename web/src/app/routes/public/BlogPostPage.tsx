import { useParams } from 'react-router'
import { Link } from '@/i18n/Link'
import { CtaBand } from '@/components/CtaBand'
import { QueryStatus } from '@/components/QueryStatus'
import { ResponsiveImage } from '@/components/ResponsiveImage'
import { paths, storageUrl } from '@/config/paths'
import { ApiError } from '@/lib/api-client'
import { usePost } from '@/features/blog/api/get-post'
import { formatPostDate } from '@/features/blog/format'
import { articleData, breadcrumbData, useHead } from '@/lib/head'
import { useSite } from '@/lib/site'
import NotFoundPage from './NotFoundPage'

export default function BlogPostPage() {
  const { slug = '' } = useParams()
  const post = usePost(slug)
  const data = post.data
  const site = useSite()

  useHead({
    title: data?.seo_title || data?.title || 'Blog',
    description: data?.seo_description || data?.excerpt || 'An article from our accident-claim blog.',
    keywords: data?.seo_keywords || undefined,
    type: 'article',
    image: data?.path ? storageUrl(data.path) : undefined,
    structuredData: data
      ? [
          breadcrumbData(site, [
            { name: 'Home', path: paths.home },
            { name: 'Blog', path: paths.blog },
            { name: data.title, path: paths.blogPost(data.slug) },
          ]),
          articleData(site, data, paths.blogPost(data.slug)),
        ]
      : undefined,
  })

  if (post.error instanceof ApiError && post.error.status === 404) return <NotFoundPage />

  return (
    <>
      <article className="section">
        <div className="container narrow">
          <p>
            <Link to={paths.blog}>← All articles</Link>
          </p>
          <QueryStatus isPending={post.isPending} isError={post.isError} />
          {data ? (
            <>
              <h1 className="post__title">{data.title}</h1>
              {data.published_at ? (
                <p className="post__date">
                  <time dateTime={data.published_at}>{formatPostDate(data.published_at)}</time>
                </p>
              ) : null}
              {data.path ? (
                <ResponsiveImage
                  image={data.image}
                  path={data.path}
                  fallbackWidth={800}
                  fallbackHeight={450}
                  sizes="(min-width: 912px) 880px, 100vw"
                  className="post__image"
                  eager
                />
              ) : null}
              {/* Post bodies are sanitized by the server on save (DESIGN.md §5). */}
              <div className="rich-text" dangerouslySetInnerHTML={{ __html: data.body ?? '' }} />
            </>
          ) : null}
        </div>
      </article>
      <CtaBand title="Hurt in an accident?" text="Find out what your claim could be worth. The consultation is free." />
    </>
  )
}
