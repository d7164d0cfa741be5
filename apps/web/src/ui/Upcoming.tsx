/** A screen whose feature has not landed yet: it says so plainly instead of pretending. */
export function Upcoming({ title }: { title: string }) {
  return (
    <main className="screen">
      <h1>{title}</h1>
      <p>Cet écran arrive bientôt (à venir).</p>
    </main>
  );
}
