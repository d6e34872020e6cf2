import { Link } from 'react-router'
import placeholder from '@/assets/service-placeholder.svg'
import { paths, storageUrl } from '@/config/paths'
import type { Post } from '../types'
import { formatPostDate } from '../format'

export function PostCard({ post }: { post: Post }) {
  return (
    <article className="post-card card h-100">
      <img
        src={post.path ? storageUrl(post.path) : placeholder}
        alt=""
        width={400}
        height={300}
        loading="lazy"
        decoding="async"
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
