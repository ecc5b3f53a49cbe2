// For writes stored once under their sender's id (customer service, the chat room): thrown inside
// the transaction that found the id already stored, to roll back what it began (the number it took)
// and answer the stored row instead.
export class AlreadyStored extends Error {
  constructor(readonly storedId: string) {
    super('already stored under this client id');
  }
}
