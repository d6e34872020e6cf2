import { Link } from '@/i18n/Link'
import placeholder from '@/assets/service-placeholder.svg'
import { ResponsiveImage } from '@/components/ResponsiveImage'
import { paths } from '@/config/paths'
import type { Post } from '../types'
import { formatPostDate } from '../format'

export function PostCard({ post }: { post: Post }) {
  return (
    <article className="post-card card h-100">
      <ResponsiveImage
        image={post.path ? post.image : null}
        path={post.path}
        placeholder={placeholder}
        fallbackWidth={400}
        fallbackHeight={300}
        sizes="(min-width: 992px) 33vw, (min-width: 576px) 50vw, 100vw"
        className="card-img-top"
      />
      <div className="card-body d-flex flex-column">
        {post.published_at ? (
          <time className="post-card__date" dateTime={post.published_at}>
            {formatPostDate(post.published_at)}
          </time>
        ) : null}
        <h2 className="h5 post-card__title">
          <Link to={paths.blogPost(post.slug)} className="stretched-link">
            {post.title}
          </Link>
        </h2>
        <p className="text-body-secondary mb-0">{post.excerpt}</p>
      </div>
    </article>
  )
}
