// DELETE /api/favourites/{id} for the wishlist's Remove buttons: the server's list after the
// removal, or null when it failed (the caller shows 'Failed to remove item').

export async function removeFavourite(productId: number): Promise<number[] | null> {
  try {
    const response = await fetch(`/api/favourites/${productId}`, {
      method: 'DELETE',
      headers: { Accept: 'application/json' },
    });
    if (!response.ok) return null;
    const body = (await response.json()) as { productIds?: number[] };
    return Array.isArray(body.productIds) ? body.productIds : null;
  } catch {
    return null;
  }
}
