export default function NotFoundPage() {
  return (
    <section className="section not-found">
      <div className="container narrow">
        <h1>Page Not Found</h1>
        <p>The page you are looking for doesn&apos;t exist or has been moved.</p>
        <p className="actions">
          <a className="button button-primary" href="/">Back to Home</a>
          <a className="button button-secondary" href="/contact">Contact Us</a>
        </p>
      </div>
    </section>
  );
}
