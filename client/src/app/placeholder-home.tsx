export function HomePage() {
  return (
    <main>
      <h1>Swap Without a Trace</h1>
    </main>
  );
}
