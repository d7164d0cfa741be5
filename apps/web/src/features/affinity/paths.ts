/** The affinity comparison with one member the product shows (a profile view's 'Comparer nos affinités'). */
export const affinityWithPath = (userId: number) =>
  `/affinity?${new URLSearchParams({ userId: String(userId) })}`;
