// The async boundary: shared singletons are negotiated before any of them is evaluated. The
// fixture has no standalone page; the host mounts what it exposes.
void import('./app');
