interface InfoCard {
  readonly title: string
  readonly text: string
}

/** A grid of short titled cards (plans, what instructors do, partners...). */
export function InfoCards({ items, level = 2 }: { items: readonly InfoCard[]; level?: 2 | 3 }) {
  const Heading = level === 2 ? 'h2' : 'h3'
  return (
    <ul className="info-cards">
      {items.map((item) => (
        <li key={item.title} className="info-card">
          <Heading>{item.title}</Heading>
          <p>{item.text}</p>
        </li>
      ))}
    </ul>
  )
}
