import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../dialect.ts';

// Frozen once landed: add a new migration instead of editing this one.

/**
 * A comment that reports hid or an admin removed (moderation_state 1 or 2, issue 34) is not counted in its subject's
 * comment count, as nobody but its author and admins sees it: the count moves when the state leaves or comes back
 * to 0, and deleting a comment that was not counted leaves the count alone. Comments are always inserted shown.
 * Every moderation_state was 0 until now (the column came with the previous migration), so no count is recounted.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) === 'postgres') {
    await sql`CREATE OR REPLACE FUNCTION comments_count() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          IF NEW.moderation_state = 0 THEN
            INSERT INTO engagement_counts (subject_type, subject_id, comment_count)
            VALUES (NEW.subject_type, NEW.subject_id, 1)
            ON CONFLICT (subject_type, subject_id)
            DO UPDATE SET comment_count = engagement_counts.comment_count + 1;
          END IF;
          RETURN NEW;
        END IF;
        IF TG_OP = 'UPDATE' THEN
          IF (OLD.moderation_state = 0) <> (NEW.moderation_state = 0) THEN
            UPDATE engagement_counts
            SET comment_count = comment_count + (CASE WHEN NEW.moderation_state = 0 THEN 1 ELSE -1 END)
            WHERE subject_type = NEW.subject_type AND subject_id = NEW.subject_id;
          END IF;
          RETURN NEW;
        END IF;
        IF OLD.moderation_state = 0 THEN
          UPDATE engagement_counts SET comment_count = comment_count - 1
          WHERE subject_type = OLD.subject_type AND subject_id = OLD.subject_id;
        END IF;
        RETURN OLD;
      END $$`.execute(db);
    await sql`DROP TRIGGER comments_count ON comments`.execute(db);
    await sql`CREATE TRIGGER comments_count AFTER INSERT OR DELETE OR UPDATE OF moderation_state ON comments
      FOR EACH ROW EXECUTE FUNCTION comments_count()`.execute(db);
    return;
  }
  await sql`DROP TRIGGER comments_count_delete`.execute(db);
  await sql`CREATE TRIGGER comments_count_delete AFTER DELETE ON comments WHEN old.moderation_state = 0 BEGIN
    UPDATE engagement_counts SET comment_count = comment_count - 1
    WHERE subject_type = old.subject_type AND subject_id = old.subject_id; END`.execute(db);
  await sql`CREATE TRIGGER comments_count_moderation AFTER UPDATE OF moderation_state ON comments
    WHEN (old.moderation_state = 0) <> (new.moderation_state = 0) BEGIN
    UPDATE engagement_counts
    SET comment_count = comment_count + (CASE WHEN new.moderation_state = 0 THEN 1 ELSE -1 END)
    WHERE subject_type = new.subject_type AND subject_id = new.subject_id; END`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) === 'postgres') {
    await sql`CREATE OR REPLACE FUNCTION comments_count() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          INSERT INTO engagement_counts (subject_type, subject_id, comment_count)
          VALUES (NEW.subject_type, NEW.subject_id, 1)
          ON CONFLICT (subject_type, subject_id)
          DO UPDATE SET comment_count = engagement_counts.comment_count + 1;
          RETURN NEW;
        END IF;
        UPDATE engagement_counts SET comment_count = comment_count - 1
        WHERE subject_type = OLD.subject_type AND subject_id = OLD.subject_id;
        RETURN OLD;
      END $$`.execute(db);
    await sql`DROP TRIGGER comments_count ON comments`.execute(db);
    await sql`CREATE TRIGGER comments_count AFTER INSERT OR DELETE ON comments
      FOR EACH ROW EXECUTE FUNCTION comments_count()`.execute(db);
    return;
  }
  await sql`DROP TRIGGER comments_count_moderation`.execute(db);
  await sql`DROP TRIGGER comments_count_delete`.execute(db);
  await sql`CREATE TRIGGER comments_count_delete AFTER DELETE ON comments BEGIN
    UPDATE engagement_counts SET comment_count = comment_count - 1
    WHERE subject_type = old.subject_type AND subject_id = old.subject_id; END`.execute(db);
}
