import { data } from "react-router";

// Posts arrive with the blog feature; until a post exists, every slug is unknown, and an
// unknown slug is the 404 page (drawn by the root error boundary).
export function loader() {
  throw data("Post not found", { status: 404 });
}

export default function BlogPostPage() {
  return null;
}
